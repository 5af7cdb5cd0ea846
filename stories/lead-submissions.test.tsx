import { runStories } from './run-stories';
import * as stories from './lead-submissions.stories';

runStories('lead-submissions.stories.tsx', stories);
