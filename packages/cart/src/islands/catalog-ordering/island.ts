import { islandModule } from '@firsat/core/island';
import { CatalogOrdering } from './catalog-ordering';
import { catalogOrderingProps } from './props';

export default islandModule({ props: catalogOrderingProps, View: CatalogOrdering, mode: 'enhance' });
