import {afterEach, describe, expect, it, vi} from 'vitest';

const gc = vi.fn();
vi.mock('node:v8', () => ({default: {setFlagsFromString: vi.fn()}}));
vi.mock('node:vm', () => ({default: {runInNewContext: () => gc}}));

const {default: buildMemory} = await import('./index');

type Configure = (config: {mode?: string}) => {plugins?: {apply(compiler: unknown): void}[]};

/** A compiler with just the hook the plugin taps; `close()` runs its taps as Rspack's does. */
function fakeCompiler() {
  const taps: (() => void)[] = [];
  return {
    hooks: {shutdown: {tap: (_name: string, fn: () => void) => taps.push(fn)}},
    close: () => taps.forEach((fn) => fn()),
  };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => gc.mockClear());

describe('build-memory', () => {
  it('collects once, on the turn after the bundler closes', async () => {
    const configure = buildMemory().configureWebpack as unknown as Configure;
    const [plugin, ...rest] = configure({mode: 'production'}).plugins ?? [];
    expect(rest).toHaveLength(0);
    const compiler = fakeCompiler();
    plugin!.apply(compiler);
    await nextTurn();
    expect(gc).not.toHaveBeenCalled();
    compiler.close();
    expect(gc).not.toHaveBeenCalled();
    await nextTurn();
    expect(gc).toHaveBeenCalledTimes(1);
  });

  it('adds its plugin to the first bundle of a build only, and never in development', () => {
    const configure = buildMemory().configureWebpack as unknown as Configure;
    expect(configure({mode: 'development'})).toEqual({});
    expect(configure({mode: 'production'}).plugins).toHaveLength(1);
    expect(configure({mode: 'production'})).toEqual({});
  });
});
