import { Fragment, type ReactNode } from 'react';

/**
 * `format` for a sentence that holds an element (a bold name, a link): the catalogue keeps the whole sentence with
 * its `{placeholders}`, and each placeholder becomes the node given for it, so no sentence is cut into pieces in JSX.
 * A placeholder without a node stays as written.
 */
export function formatNodes(template: string, nodes: Record<string, ReactNode>): ReactNode {
  return template.split(/(\{\w+\})/).map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    const node = name !== undefined && name in nodes ? nodes[name] : part;
    return <Fragment key={i}>{node}</Fragment>;
  });
}
