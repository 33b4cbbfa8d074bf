/** Follows one query of the app's store for the argument of the moment; none while it is null. */
export type Follow = (arg: number | null) => void;

/** One query subscription at a time, for the argument of the moment: a new argument drops the previous one. */
export function follower(subscribe: (arg: number) => { unsubscribe(): void }): Follow {
  let followed: { arg: number; subscription: { unsubscribe(): void } } | null = null;
  return (arg: number | null) => {
    if (followed?.arg === arg) return;
    followed?.subscription.unsubscribe();
    followed = null;
    if (arg !== null) followed = { arg, subscription: subscribe(arg) };
  };
}
