import { runStories } from './run-stories';
import * as stories from './analytics.stories';

runStories('analytics.stories.tsx', stories);
