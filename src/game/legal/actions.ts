import type { Action } from '../types.js';

/** The actions without parameters, made once and frozen: listings and bots share them. */
export const ROLL: Action = Object.freeze({ type: 'roll' });
export const BANK: Action = Object.freeze({ type: 'bank' });
export const HIGH_STAKES: Action = Object.freeze({ type: 'highStakes' });
export const CARRY_ON: Action = Object.freeze({ type: 'carryOn' });
export const ACCEPT_FARKLE: Action = Object.freeze({ type: 'acceptFarkle' });
