import { runStories } from './run-stories';
import * as stories from './locale.stories';

runStories('locale.stories.tsx', stories);
