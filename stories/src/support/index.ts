/** What every story imports: the island story frame and the default endpoint mocks. */

export { defaultHandlers } from './handlers';
export { attributeTable, BodyClasses, ServerMarkup } from './island-story';
