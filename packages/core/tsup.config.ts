import { libraryConfig } from '../../tsup.shared';

export default libraryConfig([
  'src/index.ts',
  'src/runtime.ts',
  'src/island.ts',
  'src/kit.ts',
  'src/slider.ts',
  'src/http.ts',
  'src/ui.ts',
  'src/live-region.ts',
  'src/stores.ts',
  'src/models.ts',
  'src/html.ts',
  'src/testing.ts',
]);
