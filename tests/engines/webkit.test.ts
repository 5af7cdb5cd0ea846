import { crossEngineSuite } from './flows';
import { openWebKit } from './webkit';

crossEngineSuite('WebKit', openWebKit);
