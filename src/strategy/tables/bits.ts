/*
 * The bit streams of a compact table (see FORMAT.md): bits written from the
 * lowest of each byte up, numbers of up to 24 bits at a time, and each
 * residual as a Rice code of its block's parameter k: its quotient in unary
 * (ones, then a zero), then its k low bits; a quotient of ESCAPE or more is
 * ESCAPE ones and the whole value in RAW bits.
 */

/** Quotients from this up are written whole: the unary part never runs longer. */
export const ESCAPE = 16;
/** Bits of a value written whole: every zigzagged residual fits (a value 0 to 2^23 less a guess within 2^23 x 4 of it). */
export const RAW = 27;
/** The largest Rice parameter; 5 bits hold it. */
export const MAX_K = 25;

/** A growing run of bits. */
export class BitWriter {
  private bytes = new Uint8Array(1 << 16);
  private length = 0;
  private acc = 0;
  private count = 0;

  /** Writes the low `n` bits of `value` (n at most 24). */
  bits(value: number, n: number): void {
    this.acc |= (value & ((1 << n) - 1)) << this.count;
    this.count += n;
    while (this.count >= 8) {
      this.push(this.acc & 0xff);
      this.acc >>>= 8;
      this.count -= 8;
    }
  }

  /** Writes `u` as a Rice code of parameter k. */
  rice(u: number, k: number): void {
    const quotient = Math.floor(u / 2 ** k);
    if (quotient >= ESCAPE) {
      this.bits(0xffff, ESCAPE);
      this.bits(u % 2 ** 13, 13);
      this.bits(Math.floor(u / 2 ** 13), RAW - 13);
      return;
    }
    // The quotient's ones and their closing zero: at most 17 bits.
    this.bits((1 << quotient) - 1, quotient + 1);
    if (k > 12) {
      this.bits(u % 2 ** 12, 12);
      this.bits(Math.floor(u / 2 ** 12) % 2 ** (k - 12), k - 12);
    } else if (k > 0) this.bits(u % 2 ** k, k);
  }

  /** The bytes written, the last one padded with zero bits. */
  finish(): Uint8Array {
    if (this.count > 0) this.push(this.acc & 0xff);
    this.acc = 0;
    this.count = 0;
    return this.bytes.slice(0, this.length);
  }

  private push(byte: number): void {
    if (this.length === this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    this.bytes[this.length++] = byte;
  }
}

/** The bits of a byte range, read in the order `BitWriter` wrote them; `overrun` is set (and zeros read) past the end. */
export class BitReader {
  private at: number;
  private acc = 0;
  private count = 0;
  overrun = false;

  constructor(
    private readonly bytes: Uint8Array,
    from: number,
    private readonly end: number,
  ) {
    this.at = from;
  }

  /** Reads `n` bits (n at most 24). */
  bits(n: number): number {
    while (this.count < n) {
      let byte = 0;
      if (this.at < this.end) byte = this.bytes[this.at++] ?? 0;
      else this.overrun = true;
      this.acc |= byte << this.count;
      this.count += 8;
    }
    const value = this.acc & ((1 << n) - 1);
    this.acc >>>= n;
    this.count -= n;
    return value;
  }

  /** Reads a Rice code of parameter k. */
  rice(k: number): number {
    // The unary part from the bits at hand, by counting the low ones of what is read (at most ESCAPE of them).
    this.fill();
    const ones = 31 - Math.clz32(~this.acc & (this.acc + 1));
    const quotient = Math.min(ones, ESCAPE, this.count);
    if (quotient < this.count && quotient < ESCAPE) {
      this.acc >>>= quotient + 1;
      this.count -= quotient + 1;
    } else {
      // Past the bits at hand (a long run of ones, or the end of the body): one bit at a time.
      let run = 0;
      while (run < ESCAPE && this.bits(1) === 1) run++;
      if (run === ESCAPE) return this.bits(13) + this.bits(RAW - 13) * 2 ** 13;
      return this.low(run, k);
    }
    return this.low(quotient, k);
  }

  /**
   * Reads `count` Rice codes in blocks of `block`, each block led by its
   * parameter in 5 bits, into `out`; returns the position of the first
   * block whose parameter is past MAX_K (its codes read as that parameter
   * says), else -1. The same bits as `bits(5)` and `rice(k)` one after
   * another read, the common code (a short quotient within the bits at
   * hand, k at most 24) read in locals: this loop is most of a compact
   * table's decoding.
   */
  riceBlocks(count: number, block: number, out: Int32Array): number {
    const { bytes, end } = this;
    let bad = -1;
    let k = 0;
    let mask = 0;
    let { acc, count: have, at } = this;
    for (let n = 0; n < count; n++) {
      if (n % block === 0) {
        if (have < 5) {
          this.acc = acc;
          this.count = have;
          this.at = at;
          k = this.bits(5);
          ({ acc, count: have, at } = this);
        } else {
          k = acc & 31;
          acc >>>= 5;
          have -= 5;
        }
        mask = (1 << k) - 1;
        if (k > MAX_K && bad < 0) bad = n;
      }
      // As `rice` fills: up to 31 bits at hand.
      while (have <= 23 && at < end) {
        acc |= (bytes[at++] as number) << have;
        have += 8;
      }
      const ones = 31 - Math.clz32(~acc & (acc + 1));
      // The quotient's ones, its zero and its k low bits all at hand, else the reader's own way.
      if (ones < ESCAPE && ones + 1 + k <= have && k <= 24) {
        acc >>>= ones + 1;
        out[n] = ones * (mask + 1) + (acc & mask);
        acc >>>= k;
        have -= ones + 1 + k;
      } else {
        this.acc = acc;
        this.count = have;
        this.at = at;
        out[n] = this.rice(k);
        ({ acc, count: have, at } = this);
      }
    }
    this.acc = acc;
    this.count = have;
    this.at = at;
    return bad;
  }

  /** Loads the bytes left, up to 31 bits at hand (so that the bits stay a positive 32-bit number); never past the end. */
  private fill(): void {
    while (this.count <= 23 && this.at < this.end) {
      this.acc |= (this.bytes[this.at++] ?? 0) << this.count;
      this.count += 8;
    }
  }

  /** A Rice code's value from its quotient: the k low bits read. */
  private low(quotient: number, k: number): number {
    if (k > 12) return quotient * 2 ** k + this.bits(12) + this.bits(k - 12) * 2 ** 12;
    return quotient * 2 ** k + (k > 0 ? this.bits(k) : 0);
  }

  /** Whether the reader stopped within the last byte of its range (no whole byte loaded and unread), the bits left in it zero. */
  atCleanEnd(): boolean {
    return !this.overrun && this.at === this.end && this.count < 8 && this.acc === 0;
  }
}

/** The bits the Rice code of parameter k gives `u`. */
export function riceBits(u: number, k: number): number {
  const quotient = Math.floor(u / 2 ** k);
  return quotient >= ESCAPE ? ESCAPE + RAW : quotient + 1 + k;
}
