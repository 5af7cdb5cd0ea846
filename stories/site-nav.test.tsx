import { runStories } from './run-stories';
import * as stories from './site-nav.stories';

runStories('site-nav.stories.tsx', stories);
