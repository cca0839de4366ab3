// biome-ignore-all lint/suspicious/noArrayIndexKey: the tree is parsed afresh each render; positions are its identity
// Renders parsed markdown as elements: only the node kinds of parse-*.ts exist, links open in a new tab
// without the opener, images load lazily without a referrer. No innerHTML anywhere.
import type { JSX } from 'react';
import type { Inline } from './parse-inline';
import { type Block, parseMarkdown } from './parse-markdown';

function inline(nodes: Inline[]): JSX.Element[] {
  return nodes.map((node, i) => {
    switch (node.t) {
      case 'text':
        return <span key={i}>{node.text}</span>;
      case 'strong':
        return <strong key={i}>{inline(node.children)}</strong>;
      case 'em':
        return <em key={i}>{inline(node.children)}</em>;
      case 'del':
        return <del key={i}>{inline(node.children)}</del>;
      case 'code':
        return <code key={i}>{node.text}</code>;
      case 'br':
        return <br key={i} />;
      case 'image':
        return <img key={i} src={node.src} alt={node.alt} loading="lazy" referrerPolicy="no-referrer" />;
      case 'link':
        return (
          <a key={i} href={node.href} target="_blank" rel="noopener noreferrer nofollow">
            {inline(node.children)}
          </a>
        );
      default:
        return <span key={i} />;
    }
  });
}

function block(node: Block, i: number): JSX.Element {
  switch (node.t) {
    case 'p':
      return <p key={i}>{inline(node.children)}</p>;
    case 'h': {
      // Headings inside a bubble stay below the widget's own heading levels.
      const Tag = node.level <= 2 ? 'h3' : node.level === 3 ? 'h4' : 'h5';
      return <Tag key={i}>{inline(node.children)}</Tag>;
    }
    case 'ul':
      return (
        <ul key={i}>
          {node.items.map((item, j) => (
            <li key={j}>{item.map(block)}</li>
          ))}
        </ul>
      );
    case 'ol':
      return (
        <ol key={i} start={node.start}>
          {node.items.map((item, j) => (
            <li key={j}>{item.map(block)}</li>
          ))}
        </ol>
      );
    case 'quote':
      return <blockquote key={i}>{node.children.map(block)}</blockquote>;
    case 'pre':
      return (
        <pre key={i}>
          <code>{node.text}</code>
        </pre>
      );
    case 'hr':
      return <hr key={i} />;
    case 'table':
      return (
        <div key={i} className="md-table">
          <table>
            <thead>
              <tr>
                {node.head.map((cell, j) => (
                  <th key={j}>{inline(cell)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {node.rows.map((row, j) => (
                <tr key={j}>
                  {row.map((cell, k) => (
                    <td key={k}>{inline(cell)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

export function Markdown({ text }: { text: string }) {
  return <>{parseMarkdown(text).map(block)}</>;
}
