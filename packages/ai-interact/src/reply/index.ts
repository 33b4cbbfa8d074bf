export { AiReply } from './ai-reply';
