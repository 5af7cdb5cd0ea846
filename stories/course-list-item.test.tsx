import { runStories } from './run-stories';
import * as stories from './course-list-item.stories';

runStories('course-list-item.stories.tsx', stories);
