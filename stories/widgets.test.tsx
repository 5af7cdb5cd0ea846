import { runStories } from './run-stories';
import * as stories from './widgets.stories';

runStories('widgets.stories.tsx', stories);
