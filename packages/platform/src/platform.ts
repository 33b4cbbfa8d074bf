import type { BehaviorSubject } from 'rxjs';
import type { EventBus } from '@portal/event-bus';
import type {
  AiDeploymentInfo,
  DeploymentIndex,
  DialogKey,
  PageAction,
  PanelKey,
  PermissionMap,
  Theme,
  UserProfile,
} from '@portal/contracts';

/** How the API is reached: the token the API expects (id token in openid mode, access token in oauth mode). */
export interface AuthService {
  /** A valid bearer token for the discovery API; renews silently, rejects when the user must sign in again. */
  getToken(): Promise<string>;
  isSignedIn(): boolean;
  /** Sends the browser to the identity provider; after sign-in the user returns to `returnPath`. */
  signIn(returnPath: string): Promise<void>;
  /** Ends the session at the identity provider too, then returns to the welcome page. */
  signOut(): Promise<void>;
}

export interface PortalLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

/** The navigation the shell owns; remotes navigate through it so one history drives every router. */
export interface PortalNavigator {
  createHref(to: string | Partial<PortalLocation>): string;
  push(to: string | Partial<PortalLocation>, state?: unknown): void;
  replace(to: string | Partial<PortalLocation>, state?: unknown): void;
  go(delta: number): void;
}

/** A stream that always has a current value (a read-only view of a BehaviorSubject). */
export type ValueStream<T> = Pick<BehaviorSubject<T>, 'getValue' | 'subscribe' | 'pipe'>;

/** The current site as the shell resolved it; it is emitted again as its details arrive. */
export interface SiteContext {
  deploymentId: number;
  deploymentName: string;
  site: DeploymentIndex;
  /** The site's customization values by property code (page elements, links, chart settings); empty until loaded. */
  settings: Readonly<Record<string, string | null>>;
  /** Colours and hero/thumbnail image addresses (relative to apiBase; fetch them with the bearer token). */
  theme: Theme | null;
  /** The retrieval assistant's endpoint, when the site has one and the user may use it (viewRagAssistant). */
  ragEndpoint: AiDeploymentInfo | null;
}

/**
 * What the shell hands to every remote. Remotes never import the shell, MSAL or the shell's store:
 * everything they need from the host comes through this object.
 */
export interface Platform {
  auth: AuthService;
  /** Base address of the discovery API, e.g. `/api`. */
  apiBase: string;
  releaseId: string;
  bus: EventBus;
  user$: ValueStream<UserProfile | null>;
  site$: ValueStream<SiteContext | null>;
  permissions$: ValueStream<PermissionMap>;
  location$: ValueStream<PortalLocation>;
  navigator: PortalNavigator;
  /**
   * The actions the user may use on a page of the current site (POST v2/acl/portal/pages/…), cached
   * like permissions and fetched again when the cached list is empty or stale. `actionFlags` is a bit
   * mask of ACTION_FLAGS (0 or absent = all). A failure gives an empty list (spec §8).
   */
  pageActions(pageCode: string, actionFlags?: number): Promise<PageAction[]>;
  panels: { open(key: PanelKey, props?: Record<string, unknown>): void; close(): void };
  dialogs: { open(key: DialogKey, props?: Record<string, unknown>): void; close(): void };
  notify(message: string, level?: 'success' | 'info' | 'warning' | 'error'): void;
  busy: { on(message?: string): void; off(): void; error(message: string): void; reset(): void };
}

/** The props the shell passes to a mounted remote (`./app` parcel). */
export interface RemoteMountProps {
  platform: Platform;
}

/**
 * The props of a panel or dialog a remote renders for the shell (its `./panels` or `./dialogs`
 * parcel): which one, the props it was opened with, and how to close it.
 */
export interface RemoteOverlayProps extends RemoteMountProps {
  overlay: { kind: 'panel' | 'dialog'; key: string; props: Record<string, unknown>; close(): void };
}
