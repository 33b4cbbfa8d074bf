import type { LifeCycleFn, ParcelConfigObject } from 'single-spa';

type Lifecycle<Props> = LifeCycleFn<Props> | LifeCycleFn<Props>[];

/**
 * Wraps a remote's lifecycles so that a failure in bootstrap, mount, update or unmount is reported
 * once and then contained: the parcel never rejects, and a remote that failed is not called again.
 */
export function guardLifecycles<Props>(
  lifecycles: ParcelConfigObject<Props>,
  onFailure: (error: Error) => void,
): ParcelConfigObject<Props> {
  let failed = false;
  const guard = (stage: string, lifecycle: Lifecycle<Props> | undefined): LifeCycleFn<Props> => {
    const steps = Array.isArray(lifecycle) ? lifecycle : lifecycle ? [lifecycle] : [];
    return async (props) => {
      if (failed) return;
      try {
        for (const step of steps) await step(props);
      } catch (error) {
        failed = true;
        const reason = error instanceof Error ? error : new Error(String(error));
        onFailure(new Error(stage === 'mount' ? reason.message : `${reason.message} (during ${stage})`));
      }
    };
  };
  return {
    ...lifecycles,
    bootstrap: guard('bootstrap', lifecycles.bootstrap),
    mount: guard('mount', lifecycles.mount),
    unmount: guard('unmount', lifecycles.unmount),
    ...(lifecycles.update ? { update: guard('update', lifecycles.update) } : {}),
  };
}
