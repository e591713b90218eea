export { customIntegration } from './module';
