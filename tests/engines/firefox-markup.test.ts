import { markupSuite } from './markup';
import { openFirefox } from './firefox';

markupSuite('Firefox', openFirefox);
