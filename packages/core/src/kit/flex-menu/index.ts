export { type FlexMenuOptions, flexMenu } from './flex-menu';
export { FLEX_MENU_DEFAULTS, type FlexMenuPlan, planFlexMenu } from './model';
export { flexMenuWhenWrapped } from './when-wrapped';
