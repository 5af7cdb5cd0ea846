import { markupSuite } from './markup';
import { openWebKit } from './webkit';

markupSuite('WebKit', openWebKit);
