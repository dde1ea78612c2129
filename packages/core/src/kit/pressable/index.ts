export { asButton, clickOnKeys } from './pressable';
