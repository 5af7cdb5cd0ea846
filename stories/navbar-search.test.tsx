import { runStories } from './run-stories';
import * as stories from './navbar-search.stories';

runStories('navbar-search.stories.tsx', stories);
