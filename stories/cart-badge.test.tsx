import { runStories } from './run-stories';
import * as stories from './cart-badge.stories';

runStories('cart-badge.stories.tsx', stories);
