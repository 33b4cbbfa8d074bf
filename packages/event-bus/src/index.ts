export { createEventBus, portalBus, type EventBus } from './event-bus';
