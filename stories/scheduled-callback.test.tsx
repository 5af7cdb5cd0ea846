import { runStories } from './run-stories';
import * as stories from './scheduled-callback.stories';

runStories('scheduled-callback.stories.tsx', stories);
