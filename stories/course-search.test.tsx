import { runStories } from './run-stories';
import * as stories from './course-search.stories';

runStories('course-search.stories.tsx', stories);
