import { behaviourModule } from '@firsat/core/island';
import { bindCatalogOrdering } from './behaviour';
import { catalogOrderingProps } from './props';

export default behaviourModule({ props: catalogOrderingProps, bind: bindCatalogOrdering });
