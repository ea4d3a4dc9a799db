import { Children, cloneElement, isValidElement, type ReactElement, type Ref } from "react";

type Props = Record<string, unknown>;

/**
 * `asChild` support: renders its only child with the slot's props merged in (the child's
 * props win, event handlers run both, classes and styles combine, refs are both set), as
 * Radix's Slot does for the simple case our components use, without loading Radix on every page.
 */
export function Slot({ children, ...slotProps }: Props & { children?: React.ReactNode }) {
  const child = Children.only(children);
  if (!isValidElement(child)) return null;
  return cloneElement(child as ReactElement<Props>, mergeProps(slotProps, child.props as Props));
}

function mergeProps(slot: Props, child: Props): Props {
  const merged: Props = { ...slot, ...child };
  for (const [name, slotValue] of Object.entries(slot)) {
    const childValue = child[name];
    if (slotValue == null || childValue == null) continue;
    if (
      /^on[A-Z]/.test(name) &&
      typeof slotValue === "function" &&
      typeof childValue === "function"
    ) {
      merged[name] = (...args: unknown[]) => {
        const result = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (name === "style") {
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === "className") {
      merged.className = `${slotValue as string} ${childValue as string}`;
    } else if (name === "ref") {
      merged.ref = composeRefs(slotValue as Ref<unknown>, childValue as Ref<unknown>);
    }
  }
  return merged;
}

function composeRefs<T>(...refs: Ref<T>[]): (node: T | null) => void {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    }
  };
}
