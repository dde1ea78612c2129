import { libraryConfig } from '../../tsup.shared';

export default libraryConfig(['src/index.ts', 'src/views.ts', 'src/testing.ts']);
