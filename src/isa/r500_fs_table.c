/* The R500 fragment-shader (US) instruction forms: the one table behind
 * `softgpu dis -m r500-fs` and `softgpu as -m r500-fs`.
 *
 * Layouts: seed 001 §7 and §10.9 (US_CMN_INST L6091-L6128, ALU words
 * L5939-L6088, TEX words L6224-L6306, FC words L6154-L6194), checked
 * against Mesa's r300_reg.h R500_* defines and r500_fragprog_emit.c; the
 * field positions are in isa/r500_fs.h. The text syntax is ours (the
 * machinery allows only words, $registers and numbers) and is described in
 * docs/hw/r5xx-us.md. Which US_CMN_INST fields each type reads follows
 * the seed's table (L3076-L3096): a field a type ignores is not claimed by
 * its form, so a set bit there prints in [unknown: ..]. */
#include "isa/r500_fs.h"

#include <math.h>

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

/* clang-format off */

/* Bit position of dword d bit b in the 192-bit instruction. */
#define P(d, b) ((d) * 32 + (b))
/* val/mask arrays with v at bit position pos (fields never cross 64 bits) */
#define WV(pos, v) {[(pos) / 64] = (uint64_t)(v) << ((pos) % 64)}
#define WM(pos, len) WV(pos, (UINT64_C(1) << (len)) - 1)

#define NM(s) {.kind = ISA_NAME, .str = (s)}
#define UNK {.kind = ISA_UNK}
#define REG(s, pos, len) {.kind = ISA_REG, .str = (s), .f = {(pos), (len)}}
#define IMM(pos, len) {.kind = ISA_IMM, .f = {(pos), (len)}}
#define ENUM(pos, len, sy) {.kind = ISA_ENUM, .f = {(pos), (len)}, .syms = (sy)}

#define ALTS(...) .alts = (const struct isa_alt[]){__VA_ARGS__},                              \
	.nalts = sizeof((const struct isa_alt[]){__VA_ARGS__}) / sizeof(struct isa_alt)
#define CH(...) {.kind = ISA_CHOICE, ALTS(__VA_ARGS__)}
/* an alternative: field (pos, len) equals v */
#define AF(pos, len, v, ...) {.val = WV(pos, v), .mask = WM(pos, len), .vmask = ~0u,             \
	.atoms = {__VA_ARGS__}}
/* the alternative that always matches */
#define AANY(...) {.vmask = ~0u, .atoms = {__VA_ARGS__}}
/* up to three atoms in sequence (the machinery's forms hold 8 atoms) */
#define GRP(...) CH(AANY(__VA_ARGS__))
/* a one-bit flag printed as a word when set */
#define FLAG(pos, word) CH(AF(pos, 1, 0, {0}), AF(pos, 1, 1, NM(word)))
/* a field printed as "word value" when it is not zero */
#define OPTIMM(pos, len, word) CH(AF(pos, len, 0, {0}), AANY(NM(word), IMM(pos, len)))
/* an enumerated field printed only when not zero */
#define OPTENUM(pos, len, sy) CH(AF(pos, len, 0, {0}), AANY(ENUM(pos, len, sy)))

#define S(n, s) {(n), (s), 0, 0}
#define SEND {0, NULL, 0, 0}

/* ------------------------------------------------------------ names */

/* Swizzle letters: r g b a, z = 0.0, h = 0.5, o = 1.0, u = 7 (unused). */
#define C8a(m, ...) m(0, "r", __VA_ARGS__), m(1, "g", __VA_ARGS__), m(2, "b", __VA_ARGS__),      \
	m(3, "a", __VA_ARGS__), m(4, "z", __VA_ARGS__), m(5, "h", __VA_ARGS__),                   \
	m(6, "o", __VA_ARGS__), m(7, "u", __VA_ARGS__)
#define C4a(m, ...) m(0, "r", __VA_ARGS__), m(1, "g", __VA_ARGS__), m(2, "b", __VA_ARGS__),      \
	m(3, "a", __VA_ARGS__)

#define C8b(m, ...) m(0, "r", __VA_ARGS__), m(1, "g", __VA_ARGS__), m(2, "b", __VA_ARGS__),      \
	m(3, "a", __VA_ARGS__), m(4, "z", __VA_ARGS__), m(5, "h", __VA_ARGS__),                   \
	m(6, "o", __VA_ARGS__), m(7, "u", __VA_ARGS__)
#define C4b(m, ...) m(0, "r", __VA_ARGS__), m(1, "g", __VA_ARGS__), m(2, "b", __VA_ARGS__),      \
	m(3, "a", __VA_ARGS__)

#define C8c(m, ...) m(0, "r", __VA_ARGS__), m(1, "g", __VA_ARGS__), m(2, "b", __VA_ARGS__),      \
	m(3, "a", __VA_ARGS__), m(4, "z", __VA_ARGS__), m(5, "h", __VA_ARGS__),                   \
	m(6, "o", __VA_ARGS__), m(7, "u", __VA_ARGS__)
#define C4c(m, ...) m(0, "r", __VA_ARGS__), m(1, "g", __VA_ARGS__), m(2, "b", __VA_ARGS__),      \
	m(3, "a", __VA_ARGS__)
#define C4d(m, ...) m(0, "r", __VA_ARGS__), m(1, "g", __VA_ARGS__), m(2, "b", __VA_ARGS__),      \
	m(3, "a", __VA_ARGS__)

/* three 3-bit components, red lowest: 512 names */
#define SW3_C(x, xs, y, ys, z, zs) S((x) | (y) << 3 | (z) << 6, xs ys zs)
#define SW3_B(y, ys, z, zs) C8c(SW3_C, y, ys, z, zs)
#define SW3_A(z, zs, unused) C8b(SW3_B, z, zs)
static const struct isa_sym swz3[] = {C8a(SW3_A, 0), SEND};

/* four 2-bit components (texture coordinate and result swizzles): 256 names */
#define SW4_D(x, xs, y, ys, z, zs, w, ws) S((x) | (y) << 2 | (z) << 4 | (w) << 6, xs ys zs ws)
#define SW4_C(y, ys, z, zs, w, ws) C4d(SW4_D, y, ys, z, zs, w, ws)
#define SW4_B(z, zs, w, ws) C4c(SW4_C, z, zs, w, ws)
#define SW4_A(w, ws, unused) C4b(SW4_B, w, ws)
static const struct isa_sym swz4[] = {C4a(SW4_A, 0), SEND};

static const struct isa_sym swz1[] = {
	S(0, "r"), S(1, "g"), S(2, "b"), S(3, "a"), S(4, "z"), S(5, "h"), S(6, "o"), S(7, "u"), SEND,
};

static const struct isa_sym rgb_ops[] = {
	S(0, "mad"), S(1, "dp3"), S(2, "dp4"), S(3, "d2a"), S(4, "min"), S(5, "max"),
	S(7, "cnd"), S(8, "cmp"), S(9, "frc"), S(10, "sop"), S(11, "mdh"), S(12, "mdv"), SEND,
};
static const struct isa_sym alpha_ops[] = {
	S(0, "mad"), S(1, "dp"), S(2, "min"), S(3, "max"), S(5, "cnd"), S(6, "cmp"),
	S(7, "frc"), S(8, "ex2"), S(9, "ln2"), S(10, "rcp"), S(11, "rsq"), S(12, "sin"),
	S(13, "cos"), S(14, "mdh"), S(15, "mdv"), SEND,
};
static const struct isa_sym tex_ops[] = {
	S(0, "nop"), S(1, "ld"), S(2, "texkill"), S(3, "proj"), S(4, "lodbias"), S(5, "lod"),
	S(6, "dxdy"), SEND,
};
static const struct isa_sym fc_ops[] = {
	S(0, "jump"), S(1, "loop"), S(2, "endloop"), S(3, "rep"), S(4, "endrep"),
	S(5, "breakloop"), S(6, "breakrep"), S(7, "continue"), SEND,
};
static const struct isa_sym sels[] = {S(0, "s0"), S(1, "s1"), S(2, "s2"), S(3, "sp"), SEND};
static const struct isa_sym mods[] = {S(1, "neg"), S(2, "abs"), S(3, "nab"), SEND};
static const struct isa_sym omods[] = {
	S(1, "mul2"), S(2, "mul4"), S(3, "mul8"), S(4, "div2"), S(5, "div4"), S(6, "div8"),
	S(7, "omod_off"), SEND,
};
static const struct isa_sym srcp_ops[] = {
	S(1, "srcp_sub"), S(2, "srcp_add"), S(3, "srcp_inv"), SEND,
};
static const struct isa_sym preds[] = {
	S(0, "none"), S(1, "rgba"), S(2, "rrrr"), S(3, "gggg"), S(4, "bbbb"), S(5, "aaaa"), SEND,
};
static const struct isa_sym cmps[] = {S(0, "eq"), S(1, "lt"), S(2, "ge"), S(3, "ne"), SEND};
static const struct isa_sym rts[] = {S(0, "rt0"), S(1, "rt1"), S(2, "rt2"), S(3, "rt3"), SEND};
static const struct isa_sym chans[] = {S(0, "r"), S(1, "a"), SEND};
static const struct isa_sym bops[] = {S(1, "decr"), S(2, "incr"), S(3, "b_op3"), SEND};
static const struct isa_sym aops[] = {S(1, "pop"), S(2, "push"), S(3, "a_op3"), SEND};

#define M3(p, pre) S(0, pre "0"), S(1, pre "r"), S(2, pre "g"), S(3, pre "rg"), S(4, pre "b"),    \
	S(5, pre "rb"), S(6, pre "gb"), S(7, pre "rgb")
static const struct isa_sym wmask3[] = {M3(0, "w"), SEND};
static const struct isa_sym wmask1[] = {S(0, "w0"), S(1, "wa"), SEND};
static const struct isa_sym omask3[] = {M3(0, "o"), SEND};
static const struct isa_sym omask1[] = {S(0, "o0"), S(1, "oa"), SEND};
static const struct isa_sym pmask3[] = {M3(0, "pw"), SEND};
static const struct isa_sym pmask1[] = {S(0, "pw0"), S(1, "pwa"), SEND};
static const struct isa_sym wmask4[] = {
	M3(0, "w"), S(8, "wa"), S(9, "wra"), S(10, "wga"), S(11, "wrga"), S(12, "wba"),
	S(13, "wrba"), S(14, "wgba"), S(15, "wrgba"), SEND,
};

/* ---------------------------------------------------------- operands */

#define D0 0
#define D1 32
#define D2 64
#define D3 96
#define D4 128
#define D5 160

/* US_CMN_INST fields every form prints the same way. */
#define SEMWAIT FLAG(D0 + 2, "tex_wait")
#define LAST FLAG(D0 + 8, "last")
#define NOP FLAG(D0 + 9, "nop")
#define ALUWAIT FLAG(D0 + 10, "alu_wait")
#define WINACT FLAG(D0 + 7, "write_inactive")
#define STAT OPTIMM(D0 + 28, 4, "stat")
/* predicate select and invert: "rgb_if [not] rrrr" */
#define PRED(word, sel, inv) CH(                                                              \
	{.val = {0}, .mask = {(UINT64_C(7) << (sel)) | (UINT64_C(1) << (inv))}, .vmask = ~0u},      \
	AF(inv, 1, 0, NM(word), ENUM(sel, 3, preds)),                                               \
	AF(inv, 1, 1, NM(word), NM("not"), ENUM(sel, 3, preds)))
#define RGBPRED PRED("rgb_if", D0 + 3, D0 + 6)
#define ALPHAPRED PRED("alpha_if", D0 + 25, D0 + 22)

/* An ALU source address (seed L3138-L3147): constant when CONST is set,
 * inline constant when ADDR bit 7 is set without CONST, else a temporary;
 * REL adds the loop register aL. */
#define SRC(pos) GRP(CH(                                                                       \
	AF((pos) + 8, 1, 1, REG("c", pos, 8)),                                                      \
	AF((pos) + 7, 2, 0, REG("t", pos, 7)),                                                      \
	AF((pos) + 7, 2, 1, REG("i", pos, 7))),                                                     \
	FLAG((pos) + 9, "rel"))
#define SRCP(pos) OPTENUM(pos, 2, srcp_ops)

/* An operand: [modifier] selector swizzle. */
#define OPND(sel, swz, swzlen, swzsyms, mod)                                                  \
	GRP(OPTENUM(mod, 2, mods), ENUM(sel, 2, sels), ENUM(swz, swzlen, swzsyms))
#define RGBA OPND(D3 + 0, D3 + 2, 9, swz3, D3 + 11)
#define RGBB OPND(D3 + 13, D3 + 15, 9, swz3, D3 + 24)
#define RGBC OPND(D5 + 12, D5 + 14, 9, swz3, D5 + 23)
#define ALPHAA OPND(D4 + 12, D4 + 14, 3, swz1, D4 + 17)
#define ALPHAB OPND(D4 + 19, D4 + 21, 3, swz1, D4 + 24)
#define ALPHAC OPND(D5 + 25, D5 + 27, 3, swz1, D5 + 30)

/* Destination and output parts. ALU: OMASK is the predicate write mask and
 * TARGET the compare; OUT: OMASK writes render target TARGET (seed
 * L3322-L3392). Both print nothing when zero. */
#define OUTPART(omask, olen, osyms, target, tsyms)                                            \
	CH({.val = {0}, .mask = {[(omask) / 64] = ((UINT64_C(1) << (olen)) - 1) << ((omask) % 64),  \
	                         [(target) / 64] = UINT64_C(3) << ((target) % 64)}, .vmask = ~0u},  \
	   AANY(ENUM(omask, olen, osyms), ENUM(target, 2, tsyms)))

#define RGBHEAD(word) GRP(NM(word), ENUM(D5 + 0, 4, rgb_ops), FLAG(D0 + 19, "sat"))
#define RGBDST GRP(OPTENUM(D3 + 26, 3, omods), REG("t", D5 + 4, 7), FLAG(D5 + 11, "rel"))
#define ALPHAHEAD(word) GRP(NM(word), ENUM(D4 + 0, 4, alpha_ops), FLAG(D0 + 20, "sat"))
#define ALPHADST GRP(OPTENUM(D4 + 26, 3, omods), REG("t", D4 + 4, 7), FLAG(D4 + 11, "rel"))

/* The ALU result bit (seed L3394-L3413): written when ALU_WMASK is set,
 * from red or alpha by the compare ALU_RESULT_OP. */
#define ALURES CH(                                                                             \
	{.val = {0}, .mask = {UINT64_C(3) << 23 | UINT64_C(1) << 21, UINT64_C(1) << 63},          \
	 .vmask = ~0u},                                                                             \
	AF(D3 + 31, 1, 1, NM("alu_result"), ENUM(D0 + 21, 1, chans), ENUM(D0 + 23, 2, cmps)),     \
	AANY(NM("no_alu_result"), ENUM(D0 + 21, 1, chans), ENUM(D0 + 23, 2, cmps)))

#define ALUFORM(type, word, rgbout, alphaout, wout)                                           \
	{.val = WV(0, type), .mask = WM(0, 2), .vmask = ~0u, .len = R500_FS_BYTES, .op = (type),    \
	 .atoms = {                                                                                 \
	  NM(word),                                                                                 \
	  GRP(GRP(SEMWAIT, LAST, NOP), GRP(WINACT, STAT), GRP(RGBPRED, ALPHAPRED)),                 \
	  GRP(NM("rgb_src"), GRP(SRC(D1 + 0), SRC(D1 + 10), SRC(D1 + 20)), SRCP(D1 + 30)),         \
	  GRP(NM("alpha_src"), GRP(SRC(D2 + 0), SRC(D2 + 10), SRC(D2 + 20)), SRCP(D2 + 30)),       \
	  GRP(RGBHEAD("rgb"), RGBDST, GRP(ENUM(D0 + 11, 3, wmask3), rgbout)),                      \
	  GRP(RGBA, RGBB, RGBC),                                                                    \
	  GRP(ALPHAHEAD("alpha"), ALPHADST, GRP(ENUM(D0 + 14, 1, wmask1), alphaout, wout)),        \
	  GRP(ALPHAA, ALPHAB, GRP(ALPHAC, ALURES)),                                                 \
	 }}

/* TEX (seed L3415-L3461, L6224-L6306): the first three atoms are CMN. */
#define TREG(pos) REG("t", pos, 7)
#define DXDY CH(                                                                               \
	{.val = {0}, .mask = {0, UINT64_C(0xffffffff) << 32}, .vmask = ~0u},                       \
	AANY(GRP(NM("dx"), TREG(D3 + 0), FLAG(D3 + 7, "rel")),                                      \
	     GRP(ENUM(D3 + 8, 8, swz4), NM("dy"), TREG(D3 + 16)),                                   \
	     GRP(FLAG(D3 + 23, "rel"), ENUM(D3 + 24, 8, swz4))))

/* ------------------------------------------------------------ forms */

static const struct isa_form r500_fs_forms[] = {
	ALUFORM(0, "alu",
	        OUTPART(D0 + 15, 3, pmask3, D3 + 29, cmps),
	        OUTPART(D0 + 18, 1, pmask1, D4 + 29, cmps), {0}),
	ALUFORM(1, "out",
	        OUTPART(D0 + 15, 3, omask3, D3 + 29, rts),
	        OUTPART(D0 + 18, 1, omask1, D4 + 29, rts), FLAG(D4 + 31, "depth")),
	{.val = WV(0, 2), .mask = WM(0, 2), .vmask = ~0u, .len = R500_FS_BYTES, .op = 2,
	 .atoms = {
	  NM("fc"),
	  GRP(SEMWAIT, LAST, ALUWAIT),
	  GRP(RGBPRED, ENUM(D2 + 0, 3, fc_ops), GRP(NM("func"), IMM(D2 + 8, 8), FLAG(D2 + 5, "any"))),
	  GRP(FLAG(D2 + 4, "else"), OPTENUM(D2 + 6, 2, aops),
	      GRP(CH(AF(D2 + 24, 2, 0, {0}), AANY(NM("b0"), ENUM(D2 + 24, 2, bops))),
	          CH(AF(D2 + 26, 2, 0, {0}), AANY(NM("b1"), ENUM(D2 + 26, 2, bops))),
	          OPTIMM(D2 + 16, 5, "pop_cnt"))),
	  GRP(FLAG(D2 + 28, "ignore_uncovered"), NM("addr"), IMM(D3 + 16, 9)),
	  GRP(FLAG(D3 + 31, "global"), OPTIMM(D3 + 0, 5, "bool"), OPTIMM(D3 + 8, 5, "int")),
	 }},
	{.val = WV(0, 3), .mask = WM(0, 2), .vmask = ~0u, .len = R500_FS_BYTES, .op = 3,
	 .atoms = {
	  NM("tex"),
	  GRP(GRP(SEMWAIT, LAST, ALUWAIT), GRP(WINACT, STAT), GRP(RGBPRED, ALPHAPRED)),
	  GRP(ENUM(D1 + 22, 3, tex_ops), REG("tex", D1 + 16, 4),
	      GRP(FLAG(D1 + 25, "acquire"), FLAG(D1 + 26, "ignore_uncovered"),
	          FLAG(D1 + 27, "unscaled"))),
	  GRP(TREG(D2 + 16), FLAG(D2 + 23, "rel"),
	      GRP(ENUM(D0 + 11, 4, wmask4), ENUM(D2 + 24, 8, swz4))),
	  GRP(TREG(D2 + 0), FLAG(D2 + 7, "rel"), ENUM(D2 + 8, 8, swz4)),
	  DXDY,
	 }},
};

/* clang-format on */

static struct isa_index r500_fs_index;

const struct isa_def r500_fs_isa = {
        .name = "r500-fs",
        .forms = r500_fs_forms,
        .nforms = ARRAY_SIZE(r500_fs_forms),
        .maxlen = R500_FS_BYTES,
        .index = &r500_fs_index,
};

float r500_fs_inline_const(unsigned v)
{
	unsigned e = (v >> 3) & 0xf, m = v & 7;
	if (!e)
		return m ? ldexpf((float)m, -9) : ldexpf(1.0f, -10);
	return ldexpf(1.0f + (float)m / 8.0f, (int)e - 7);
}
