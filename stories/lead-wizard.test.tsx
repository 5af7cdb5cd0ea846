import { runStories } from './run-stories';
import * as stories from './lead-wizard.stories';

runStories('lead-wizard.stories.tsx', stories);
