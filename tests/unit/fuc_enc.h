/* Hand encodings of falcon instructions for the emulator tests, straight
 * from the formats of seed 000 L12200-12301 (R1 = bits 8-11, R2 = 12-15,
 * R3 = 20-23). Kept independent of the assembler on purpose: the tests
 * check the emulator, not the assembler. */
#ifndef SGPU_TESTS_FUC_ENC_H
#define SGPU_TESTS_FUC_ENC_H

#define B_LO(v) ((v)&0xff)
#define B_HI(v) (((v) >> 8) & 0xff)
#define SZ8 0x00
#define SZ16 0x40
#define SZ32 0x80

/* unsized */
#define MOVI(r, v) 0xf1, (r) << 4 | 7, B_LO(v), B_HI(v)  /* mov $r, simm16 */
#define MOVI8(r, v) 0xf0, (r) << 4 | 7, B_LO(v)          /* mov $r, simm8 */
#define SETHI(r, v) 0xf1, (r) << 4 | 3, B_LO(v), B_HI(v) /* sethi $r, imm16 */
#define EXIT 0xf8, 0x02
#define RET 0xf8, 0x00
#define IRET 0xf8, 0x01
#define XDWAIT 0xf8, 0x03
#define XCWAIT 0xf8, 0x07
#define TRAP(n) 0xf8, 0x08 + (n)
#define PUSH(r) 0xf9, (r) << 4 | 0
#define POP(r) 0xfc, (r) << 4 | 0
#define CALLI(t) 0xf5, 0x21, B_LO(t), B_HI(t)
#define JMPI(t) 0xf5, 0x20, B_LO(t), B_HI(t)
#define CALLR(r) 0xf9, (r) << 4 | 5
#define BRA(cc, d) 0xf4, (cc), (d)&0xff /* relative to the bra */
#define SLEEP(bit) 0xf4, 0x28, (bit)
#define ADDSP(v) 0xf4, 0x30, (v)&0xff
#define BSETF(bit) 0xf4, 0x31, (bit)
#define BCLRF(bit) 0xf4, 0x32, (bit)
#define WRSR(sr, r) 0xfe, (r) << 4 | (sr), 0x00               /* mov $sr, $r */
#define RDSR(r, sr) 0xfe, (sr) << 4 | (r), 0x01               /* mov $r, $sr */
#define IOWR(base, idx, src) 0xd0, (base) << 4 | (src), (idx) /* I[$base + idx*4] <- $src */
#define IORD(dst, base, idx) 0xcf, (base) << 4 | (dst), (idx)
#define IOWRS(base, idx, src) 0xd1, (base) << 4 | (src), (idx)
#define XDLD(off, loc) 0xfa, (off) << 4 | (loc), 0x05
#define XDST(off, loc) 0xfa, (off) << 4 | (loc), 0x06
#define XCLD(off, loc) 0xfa, (off) << 4 | (loc), 0x04
#define ITLB(r) 0xf9, (r) << 4 | 8
#define PTLB(d, s) 0xfe, (s) << 4 | (d), 0x02
#define VTLB(d, s) 0xfe, (s) << 4 | (d), 0x03
#define UOP3(op, d, s1, s2) 0xff, (s1) << 4 | (s2), (d) << 4 | (op) /* ff: R3 <- R2 op R1 */

/* sized */
#define ADDI(sz, d, s, i) (sz) | 0x10, (s) << 4 | (d), (i) /* 1x/0 */
#define ARI(sz, sub, d, s, i) (sz) | 0x10 | (sub), (s) << 4 | (d), (i)
#define AR3(sz, sub, d, s1, s2) (sz) | 0x3c, (s1) << 4 | (s2), (d) << 4 | (sub)
#define ST(sz, base, idx, src) (sz) | 0x00, (base) << 4 | (src), (idx)
#define LD(sz, dst, base, idx) (sz) | 0x18, (base) << 4 | (dst), (idx)
#define CMPI(sz, sub, r, i) (sz) | 0x30, (r) << 4 | (sub), (i) /* 4 cmpu 5 cmps 6 cmp */
#define CLEAR(sz, r) (sz) | 0x3d, (r) << 4 | 4

#define CC_E 0x0b
#define CC_NE 0x1b
#define CC_ALWAYS 0x0e

#endif /* SGPU_TESTS_FUC_ENC_H */
