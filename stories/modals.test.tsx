import { runStories } from './run-stories';
import * as stories from './modals.stories';

runStories('modals.stories.tsx', stories);
