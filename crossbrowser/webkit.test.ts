/** The core journeys (journeys.ts) in WebKit (WebKitGTK's MiniBrowser), one session each. */
import { journeys } from './journeys.ts';
import { webkitDriver, webkitMissing } from './webkit.ts';

journeys('WebKit', webkitMissing(), webkitDriver);
