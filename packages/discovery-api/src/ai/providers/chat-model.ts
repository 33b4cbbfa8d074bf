import type { GptModel, ReasoningLevel, TokenUsage } from '@portal/contracts';
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError, AzureOpenAI } from 'openai';
import { PrivateAddressError, publicOnlyFetch } from './outbound-guard.js';

/** One turn sent to a chat model. */
export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatCompletionRequest {
  messages: ChatTurn[];
  model: GptModel;
  reasoningLevel?: ReasoningLevel | null;
  /** Aborted when the user closes the panel (the request is cancelled) or the time limit passes. */
  signal: AbortSignal;
  /** Called with each piece of the reply as the model streams it. */
  onDelta?: (text: string) => void;
}

export interface ChatCompletion {
  text: string;
  usage: TokenUsage | null;
  model: string;
}

/** A chat model the portal calls: an OpenAI-compatible server or an Azure OpenAI deployment. */
export interface ChatModel {
  complete(request: ChatCompletionRequest): Promise<ChatCompletion>;
}

/** A failure of the AI service, in words without its keys; `status` is what the portal answers (502, 504). */
export class AiServiceError extends Error {
  constructor(
    message: string,
    readonly status: 502 | 504 | 499,
  ) {
    super(message);
  }
}

/** Whether an aborted call's signal was stopped by its time limit (AbortSignal.timeout), not by its caller. */
export const passedItsTimeLimit = (signal: AbortSignal): boolean =>
  signal.aborted && (signal.reason as { name?: unknown } | undefined)?.name === 'TimeoutError';

/**
 * Why a call whose signal was aborted stopped: its time limit passed (504, "… did not answer in time"), or the caller
 * closed it, e.g. the user closed the panel (499, cancelled). `service` names what was waited for.
 */
export function stoppedCallError(signal: AbortSignal, service = 'The AI service'): AiServiceError {
  return passedItsTimeLimit(signal) ? answeredTooLate(service) : new AiServiceError('The request was cancelled.', 499);
}

/** A service that did not answer within the time limit (504). */
const answeredTooLate = (service: string) => new AiServiceError(`${service} did not answer in time.`, 504);

export interface ChatModelSettings {
  kind: 'openai' | 'azure-openai';
  endpointUrl: string;
  deploymentName: string;
  apiKey: string | null;
  /** An API Management gateway in front of the service: requests go there with the subscription key. */
  apimEndpointUrl: string | null;
  apimSubscriptionKey: string | null;
  timeoutMs: number;
  /** The service is on the organisation's own network (a portal administrator said so): no public-address guard. */
  internalNetwork: boolean;
  /** Where the service's failures are written in full (the asker is told the status only). */
  log?: { warn(details: object, message: string): void };
}

/** The Azure OpenAI REST API version the portal speaks (generally available, chat completions with streaming usage). */
export const AZURE_API_VERSION = '2024-10-21';

/** How the asker is told which service failed (its address is the administrators' to know). */
const SERVICE = "The site's AI service";

/** The first cause of an error that is not itself an error of the `openai` client (a refused connection's reason). */
function causeOf(error: unknown): unknown {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error && current.cause !== undefined; depth += 1)
    current = current.cause;
  return current;
}

/**
 * A chat model through the `openai` package. 'openai': POST {endpoint}/chat/completions with `Authorization: Bearer`
 * and the user's model (gpt-4o, gpt-5) in the body. 'azure-openai': POST
 * {endpoint}/openai/deployments/{deploymentName}/chat/completions?api-version=… with the `api-key` header. With an API
 * Management gateway, the gateway's address is used and `Ocp-Apim-Subscription-Key` is added. Replies are streamed
 * (stream_options.include_usage for the token usage); gpt-5 gets reasoning_effort from the reasoning level.
 */
export function createChatModel(settings: ChatModelSettings): ChatModel {
  const base = settings.apimEndpointUrl ?? settings.endpointUrl;
  const defaultHeaders =
    settings.apimSubscriptionKey !== null ? { 'Ocp-Apim-Subscription-Key': settings.apimSubscriptionKey } : undefined;
  const common = {
    timeout: settings.timeoutMs,
    maxRetries: 1,
    defaultHeaders,
    ...(settings.internalNetwork ? {} : { fetch: publicOnlyFetch() }),
  };
  const client =
    settings.kind === 'azure-openai'
      ? new AzureOpenAI({
          endpoint: base,
          apiKey: settings.apiKey ?? 'none',
          deployment: settings.deploymentName,
          apiVersion: AZURE_API_VERSION,
          ...common,
        })
      : new OpenAI({ baseURL: base, apiKey: settings.apiKey ?? 'none', ...common });
  const secrets = [settings.apiKey, settings.apimSubscriptionKey].filter((key): key is string => Boolean(key));
  const clean = (text: string) => secrets.reduce((out, secret) => out.split(secret).join('[key]'), text);

  return {
    async complete(request) {
      const model = settings.kind === 'azure-openai' ? settings.deploymentName : request.model;
      try {
        const stream = await client.chat.completions.create(
          {
            model,
            messages: request.messages,
            stream: true,
            stream_options: { include_usage: true },
            ...(request.model === 'gpt-5' && request.reasoningLevel
              ? { reasoning_effort: request.reasoningLevel.toLowerCase() as 'low' | 'medium' | 'high' }
              : {}),
          },
          { signal: request.signal },
        );
        let text = '';
        let usage: TokenUsage | null = null;
        let answered = model;
        for await (const chunk of stream) {
          if (chunk.model) answered = chunk.model;
          const delta = chunk.choices?.[0]?.delta?.content;
          if (delta) {
            text += delta;
            request.onDelta?.(delta);
          }
          if (chunk.usage) {
            usage = {
              promptTokens: chunk.usage.prompt_tokens,
              completionTokens: chunk.usage.completion_tokens,
              totalTokens: chunk.usage.total_tokens,
            };
          }
        }
        return { text, usage, model: answered };
      } catch (error) {
        if (error instanceof APIUserAbortError || request.signal.aborted) {
          const reason: unknown = request.signal.reason;
          if (reason instanceof AiServiceError) throw reason;
          throw stoppedCallError(request.signal, SERVICE);
        }
        if (error instanceof APIConnectionTimeoutError) throw answeredTooLate(SERVICE);
        // What the service said, or why it could not be reached, is the administrators' to read in the log: the asker
        // is told the status alone, never the body (it may be anything the address answers) nor the address.
        settings.log?.warn(
          {
            service: base,
            status: error instanceof APIError ? error.status : undefined,
            detail: clean(String((error as Error).message)),
            cause: clean(String(causeOf(error))),
          },
          'The AI service failed',
        );
        if (error instanceof APIError && error.status !== undefined)
          throw new AiServiceError(
            `${SERVICE} answered with an error (HTTP ${error.status}). Please try again later, or tell the site's administrators if it goes on.`,
            502,
          );
        if (causeOf(error) instanceof PrivateAddressError)
          throw new AiServiceError(
            `${SERVICE} is configured with an address on a private network, which the portal does not call. A portal administrator can mark the endpoint as internal in GPT configuration.`,
            502,
          );
        throw new AiServiceError(
          `${SERVICE} could not be reached. Please try again later, or tell the site's administrators if it goes on.`,
          502,
        );
      }
    },
  };
}
