import { crossEngineSuite } from './flows';
import { openFirefox } from './firefox';

crossEngineSuite('Firefox', openFirefox);
