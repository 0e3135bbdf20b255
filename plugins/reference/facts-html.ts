/**
 * The inputs and outputs of a reference page as static HTML, made at build time, and as
 * markdown for the page's plain-markdown copy (`inputsMarkdown`, `outputsMarkdown`). The largest
 * entries have over a hundred inputs: as markdown they would become a React tree that every
 * visit hydrates; as one HTML string inside an element React leaves alone, they cost the browser
 * nothing beyond parsing the page. Everything here is escaped; descriptions are markdown rendered
 * with raw HTML turned off.
 */
import MarkdownIt from 'markdown-it';

import {codeBlock, codeSpan} from '../lib/markdown-text';

import type {Input, Output} from './schema';

const md = new MarkdownIt({html: false, linkify: false, typographer: false});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Inline markdown (a description) as HTML: code, emphasis and links, no block elements. */
function inlineMarkdown(text: string): string {
  return md.renderInline(text.trim());
}

/** Block markdown as HTML (paragraphs and lists in a longer description). */
function blockMarkdown(text: string): string {
  return text.includes('\n\n') || /^\s*[-*] /m.test(text)
    ? md.render(text.trim())
    : `<p>${inlineMarkdown(text)}</p>`;
}

/**
 * The structure of an object or map type as published, without its comments: the comments are
 * the original authors' prose, the shape is a fact.
 */
export function typeShape(details: string): string {
  return details
    .split('\n')
    .map((line) => line.replace(/\s+(#|\/\/).*$/, ''))
    .filter((line) => !/^\s*(#|\/\/)/.test(line) && line.trim() !== '')
    .join('\n');
}

/** Type details worth showing: a structure, not the generic note published for `any`. */
function shapeOf(input: Input): string | undefined {
  if (!input.type_details || input.type === 'any') return undefined;
  const shape = typeShape(input.type_details);
  return /[({]/.test(shape) ? shape : undefined;
}

const anchor = (id: string, label: string) =>
  `<a href="#${id}" class="hash-link" aria-label="Direct link to ${escapeHtml(label)}" title="Direct link to ${escapeHtml(label)}">\u200b</a>`;

const code = (text: string) => `<code>${escapeHtml(text)}</code>`;

/** A value short enough to show on the line of facts; a longer one is collapsed (or a block). */
const isShort = (value: string) => !value.includes('\n') && value.length <= 80;

/** A value on one line, or collapsed when it runs over several. */
function valueHtml(label: string, value: string): string {
  if (isShort(value)) return `<span class="ref-label">${label}</span> ${code(value)}`;
  const first = value.split('\n')[0]!.slice(0, 40);
  return `<details class="ref-details"><summary><span class="ref-label">${label}</span> ${code(`${first} …`)}</summary><pre><code>${escapeHtml(value)}</code></pre></details>`;
}

export function inputHtml(input: Input): string {
  const id = `input-${input.name}`;
  const shape = shapeOf(input);
  const type = input.type ?? 'not published';
  const facts = [
    shape
      ? `<details class="ref-details"><summary><span class="ref-label">Type</span> ${code(type)}</summary><pre><code>${escapeHtml(shape)}</code></pre></details>`
      : `<span class="ref-label">Type</span> ${code(type)}`,
    input.required
      ? '<span class="ref-required">Required</span>'
      : input.default !== undefined
        ? valueHtml('Default', input.default)
        : '',
  ].filter(Boolean);
  return [
    `<div class="ref-item">`,
    `<h3 class="anchor ref-name" id="${id}">${code(input.name)}${anchor(id, input.name)}</h3>`,
    `<div class="ref-facts">${facts.join('<span class="ref-sep"> · </span>')}</div>`,
    input.description ? blockMarkdown(input.description) : '',
    `</div>`,
  ].join('');
}

export function outputHtml(output: Output): string {
  const id = `output-${output.name}`;
  return [
    `<div class="ref-item">`,
    `<h3 class="anchor ref-name" id="${id}">${code(output.name)}${anchor(id, output.name)}</h3>`,
    output.description ? blockMarkdown(output.description) : '',
    `</div>`,
  ].join('');
}

export const inputsHtml = (inputs: Input[]) => inputs.map(inputHtml).join('\n');
export const outputsHtml = (outputs: Output[]) => outputs.map(outputHtml).join('\n');

/**
 * An input as markdown, with what its HTML shows: the heading (the same id), a line of facts
 * (type, Required or a short default), the type's structure and a long default as code blocks,
 * then the description.
 */
function inputMarkdown(input: Input): string {
  const shape = shapeOf(input);
  const value = input.default;
  const facts = [`Type ${codeSpan(input.type ?? 'not published')}`];
  if (input.required) facts.push('Required');
  else if (value !== undefined && isShort(value)) facts.push(`Default ${codeSpan(value)}`);
  return [
    `### ${codeSpan(input.name)} {#input-${input.name}}`,
    facts.join(' · '),
    ...(shape ? ['Type structure:', codeBlock('hcl', shape)] : []),
    ...(!input.required && value !== undefined && !isShort(value)
      ? ['Default:', codeBlock('hcl', value)]
      : []),
    ...(input.description ? [input.description.trim()] : []),
  ].join('\n\n');
}

const outputMarkdown = (output: Output) =>
  [
    `### ${codeSpan(output.name)} {#output-${output.name}}`,
    ...(output.description ? [output.description.trim()] : []),
  ].join('\n\n');

export const inputsMarkdown = (inputs: Input[]) => inputs.map(inputMarkdown).join('\n\n');
export const outputsMarkdown = (outputs: Output[]) => outputs.map(outputMarkdown).join('\n\n');

/** A page's facts module: `_<name>.facts.json` beside its MDX file. */
export const FACTS_SUFFIX = '.facts.json';
/** The browser bundle's requests for facts modules, replaced by their stubs. */
export const FACTS_REQUEST = /\.facts\.json$/;
export const factsStubFile = (factsFile: string) => factsFile.replace(/\.json$/, '.client.js');
