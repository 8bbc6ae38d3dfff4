/** The live log of frames and connection notes: newest last, each with its time, direction and size. */
import { html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { formatSize, formatTime, type LogEntry } from './ws-frames.js';

const DIRECTION_LABEL: Record<LogEntry['direction'], string> = { sent: 'Sent', received: 'Received', event: '' };

function entryItem(entry: LogEntry): TemplateResult {
  const label =
    entry.kind === 'error' ? 'Error' : entry.direction === 'event' ? 'Connection' : DIRECTION_LABEL[entry.direction];
  return html`<li class="log-entry" part="log-entry" data-direction=${entry.direction} data-kind=${entry.kind}>
    <div class="log-meta">
      <time datetime=${entry.time.toISOString()}>${formatTime(entry.time)}</time>
      <span class="log-label"
        >${entry.direction === 'sent' ? '↑ ' : entry.direction === 'received' ? '↓ ' : ''}${label}</span
      >
      ${entry.size !== undefined && entry.kind === 'text' ? html`<span class="log-size">${formatSize(entry.size)}</span>` : nothing}
    </div>
    ${
      entry.kind === 'text'
        ? html`<pre class="log-text" data-json=${entry.json ? 'true' : 'false'}>${entry.text}</pre>`
        : entry.kind === 'binary'
          ? html`<p class="log-note">${entry.text}</p>
              <code class="log-hex" part="log-hex" aria-label="First bytes in hexadecimal">${entry.hex}</code>`
          : html`<p class="log-note">${entry.text}</p>`
    }
  </li>`;
}

export function renderLog(entries: readonly LogEntry[]): TemplateResult {
  // role="log" (implicitly polite) sits on the scrolling wrapper so the list keeps its list semantics.
  return html`<div class="log-wrap" tabindex="0" role="log" aria-label="Frames log">
    ${entries.length === 0 ? html`<p class="log-empty">No frames yet. Connect to start.</p>` : nothing}
    <ol class="log" part="log" aria-label="Frames">
      ${repeat(entries, (e) => e.id, entryItem)}
    </ol>
  </div>`;
}
