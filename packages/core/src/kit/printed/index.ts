export { bindPrinted, type PrintedBinding, type PrintedWriter, printedWriter } from './printed';
