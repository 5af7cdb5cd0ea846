import { runStories } from './run-stories';
import * as stories from './course-card.stories';

runStories('course-card.stories.tsx', stories);
