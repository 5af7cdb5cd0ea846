import { runStories } from './run-stories';
import * as stories from './international-phone.stories';

runStories('international-phone.stories.tsx', stories);
