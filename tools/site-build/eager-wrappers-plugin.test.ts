import { describe, expect, it } from 'vitest';
import { eagerModuleWrappers } from './eager-wrappers-plugin';

describe('eagerModuleWrappers', () => {
  it('writes a module wrapper, an arrow function in parentheses of its own, as a function expression', () => {
    expect(eagerModuleWrappers('var a=w((e=>{e.x="é"})),b=w(((e,t)=>{t.exports=a()}));')).toBe(
      'var a=w((function(e){e.x="é"})),b=w((function(e,t){t.exports=a()}));',
    );
  });

  it('keeps the code as it is where the two kinds of function would differ, or nothing marks one to run', () => {
    for (const code of [
      'var a=w((e=>{this.x=1}));',
      'var a=w((e=>{return arguments[0]}));',
      'var a=w((e=>{(()=>this)()}));',
      'var a=w(e=>{e.x=1});',
      'var a=w((e=>e.x));',
      'var a=w((async e=>{await e}));',
      'var a=w(1,(e=>{e.x=1}));',
    ])
      expect(eagerModuleWrappers(code)).toBe(code);
  });

  it('looks inside a wrapper of its own `function` no further for `this`', () => {
    expect(eagerModuleWrappers('var a=w((e=>{function f(){return this}e.f=f}));')).toBe(
      'var a=w((function(e){function f(){return this}e.f=f}));',
    );
  });
});
