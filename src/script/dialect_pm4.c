/* The "pm4" dialect: PM4 packets for the AMD R5xx command processor
 * (docs/hw/r5xx.md, "PM4"; docs/script.md, "The pm4 dialect").
 *
 *   pm4.type0 REG V...        consecutive register writes
 *   pm4.one REG V...          ONE_REG_WR: every value to REG
 *   pm4.type1 REG1 V1 REG2 V2
 *   pm4.type2                 filler
 *   pm4.type3 OP V...         OP: a type-3 name (PAINT, NOP, ...) or number
 *   pm4.ib ADDR DWORDS        CP_IB_BASE, CP_IB_BUFSZ (starts IB1)
 *   pm4.ib2 ADDR DWORDS       CP_IB2_BASE, CP_IB2_BUFSZ (starts IB2)
 *   pm4.scratch N VALUE       SCRATCH_REGn = VALUE
 *
 * and, outside stream blocks:
 *
 *   pm4.commit [ADDR]         CP_RB_WPTR = ring index of ADDR (default stream_end)
 *   pm4.expect_scratch N V    SCRATCH_REGn's write-back in memory is V
 *
 * REG is a register name from the r520 register file (CP_RB_WPTR,
 * DP_GUI_MASTER_CNTL; a REGION. prefix is allowed) or an expression
 * giving the byte address. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "amd/r5xx/r5xx.h"
#include "script/priv.h"

#define TYPE0_MAX_REG 0x7ffcu
#define TYPE1_MAX_REG 0x1ffcu
#define COUNT_MAX 16384u

static bool is_ident(const char *s)
{
	if (!(*s == '_' || (*s >= 'A' && *s <= 'Z') || (*s >= 'a' && *s <= 'z')))
		return false;
	for (; *s; s++)
		if (!(*s == '_' || *s == '.' || (*s >= 'A' && *s <= 'Z') ||
		      (*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9')))
			return false;
	return true;
}

static bool reg_arg(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok, uint32_t max,
                    uint32_t *addr)
{
	if (!tok->quoted && is_ident(tok->text)) {
		const char *dot = strrchr(tok->text, '.');
		if (r5xx_reg_lookup(dot ? dot + 1 : tok->text, addr))
			return sgpu_script_check(ctx, tok, *addr <= max,
			                         "register %s (0x%04" PRIx32
			                         ") is beyond 0x%04" PRIx32 " for this packet type",
			                         tok->text, *addr, max);
		uint64_t dummy;
		if (dot ||
		    (!sgpu_script_var_get(ctx, tok->text, &dummy) && sgpu_script_final_pass(ctx)))
			return sgpu_script_error(ctx, tok,
			                         "unknown R5xx register '%s' (a name of the r520 "
			                         "register file, as softgpu info r520 lists, or a "
			                         "byte address)",
			                         tok->text);
	}
	uint64_t v;
	if (!sgpu_script_eval(ctx, tok, &v))
		return false;
	*addr = (uint32_t)v;
	return sgpu_script_check(
	        ctx, tok, v <= max && v % 4 == 0,
	        "register address 0x%" PRIx64 " is not 4-aligned up to 0x%04" PRIx32, v, max);
}

static bool values(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *args, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		uint32_t v;
		if (!sgpu_script_eval_u32(ctx, &args[i], &v) || !sgpu_script_emit(ctx, v))
			return false;
	}
	return true;
}

static bool type0(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                  const struct sgpu_script_tok *args, size_t n, bool one)
{
	if (!sgpu_script_args(ctx, dtok, args, n, 2, 1 + COUNT_MAX,
	                      one ? "pm4.one REG VALUE..." : "pm4.type0 REG VALUE..."))
		return false;
	uint32_t reg;
	if (!reg_arg(ctx, &args[0], TYPE0_MAX_REG, &reg))
		return false;
	uint32_t cnt = (uint32_t)(n - 2);
	if (!sgpu_script_check(ctx, &args[0], one || reg + 4 * cnt <= TYPE0_MAX_REG,
	                       "%" PRIu32 " consecutive writes from 0x%04" PRIx32 " pass 0x7ffc",
	                       cnt + 1, reg))
		return false;
	uint32_t hdr = cnt << 16 | (one ? 1u << 15 : 0) | reg >> 2;
	return sgpu_script_emit(ctx, hdr) && values(ctx, args + 1, n - 1);
}

static bool type1(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                  const struct sgpu_script_tok *args, size_t n)
{
	uint32_t r1, r2, v1, v2;
	if (!sgpu_script_args(ctx, dtok, args, n, 4, 4, "pm4.type1 REG1 V1 REG2 V2") ||
	    !reg_arg(ctx, &args[0], TYPE1_MAX_REG, &r1) ||
	    !reg_arg(ctx, &args[2], TYPE1_MAX_REG, &r2) ||
	    !sgpu_script_eval_u32(ctx, &args[1], &v1) || !sgpu_script_eval_u32(ctx, &args[3], &v2))
		return false;
	return sgpu_script_emit(ctx, 1u << 30 | (r2 >> 2) << 11 | r1 >> 2) &&
	       sgpu_script_emit(ctx, v1) && sgpu_script_emit(ctx, v2);
}

static bool type3(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                  const struct sgpu_script_tok *args, size_t n)
{
	if (!sgpu_script_args(ctx, dtok, args, n, 2, 1 + COUNT_MAX, "pm4.type3 OPCODE VALUE..."))
		return false;
	uint32_t op = 0;
	bool named = false;
	for (unsigned k = 0; k < 256 && !args[0].quoted; k++) {
		const char *name = r5xx_pm4_opcode_name(k);
		if (name && !strcasecmp(name, args[0].text)) {
			op = k;
			named = true;
			break;
		}
	}
	uint64_t dummy;
	if (!named && !args[0].quoted && sgpu_script_is_ident(args[0].text) &&
	    !sgpu_script_var_get(ctx, args[0].text, &dummy) && sgpu_script_final_pass(ctx))
		return sgpu_script_error(ctx, &args[0],
		                         "unknown PM4 opcode '%s' (a name of the type-3 table such "
		                         "as PAINT, BITBLT or NOP, or a number)",
		                         args[0].text);
	if (!named) {
		if (!sgpu_script_eval_u32(ctx, &args[0], &op))
			return false;
		if (!sgpu_script_check(ctx, &args[0], op <= 0xff,
		                       "opcode 0x%" PRIx32 " is not 8-bit", op))
			return false;
	}
	uint32_t cnt = (uint32_t)(n - 2);
	return sgpu_script_emit(ctx, 3u << 30 | cnt << 16 | (op & 0xff) << 8) &&
	       values(ctx, args + 1, n - 1);
}

static bool ib(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
               const struct sgpu_script_tok *args, size_t n, bool two)
{
	uint32_t addr, size;
	if (!sgpu_script_args(ctx, dtok, args, n, 2, 2,
	                      two ? "pm4.ib2 ADDR DWORDS" : "pm4.ib ADDR DWORDS") ||
	    !sgpu_script_eval_u32(ctx, &args[0], &addr) ||
	    !sgpu_script_eval_u32(ctx, &args[1], &size))
		return false;
	if (!sgpu_script_check(ctx, &args[1], size <= 0x7fffff, "IB size %" PRIu32 " > 0x7fffff",
	                       size))
		return false;
	uint32_t base = two ? R5XX_CP_IB2_BASE : R5XX_CP_IB_BASE;
	/* BASE then BUFSZ, BUFSZ last in the packet (seed 001 L461) */
	return sgpu_script_emit(ctx, 1u << 16 | base >> 2) && sgpu_script_emit(ctx, addr) &&
	       sgpu_script_emit(ctx, size);
}

static bool pm4_directive(struct sgpu_script_ctx *ctx, const char *op,
                          const struct sgpu_script_tok *dtok, const struct sgpu_script_tok *args,
                          size_t n)
{
	if (!strcmp(op, "type0"))
		return type0(ctx, dtok, args, n, false);
	if (!strcmp(op, "one"))
		return type0(ctx, dtok, args, n, true);
	if (!strcmp(op, "type1"))
		return type1(ctx, dtok, args, n);
	if (!strcmp(op, "type2"))
		return sgpu_script_args(ctx, dtok, args, n, 0, 0, "pm4.type2") &&
		       sgpu_script_emit(ctx, 2u << 30);
	if (!strcmp(op, "type3"))
		return type3(ctx, dtok, args, n);
	if (!strcmp(op, "ib"))
		return ib(ctx, dtok, args, n, false);
	if (!strcmp(op, "ib2"))
		return ib(ctx, dtok, args, n, true);
	if (!strcmp(op, "scratch")) {
		uint32_t idx, v;
		if (!sgpu_script_args(ctx, dtok, args, n, 2, 2, "pm4.scratch N VALUE") ||
		    !sgpu_script_eval_u32(ctx, &args[0], &idx) ||
		    !sgpu_script_eval_u32(ctx, &args[1], &v))
			return false;
		if (!sgpu_script_check(ctx, &args[0], idx < 8, "scratch register %" PRIu32 " > 7",
		                       idx))
			return false;
		return sgpu_script_emit(ctx, (R5XX_SCRATCH_REG0 + 4 * (idx & 7)) >> 2) &&
		       sgpu_script_emit(ctx, v);
	}
	return sgpu_script_error(
	        ctx, dtok,
	        "unknown directive '%s' (pm4.type0, pm4.one, pm4.type1, pm4.type2, "
	        "pm4.type3, pm4.ib, pm4.ib2, pm4.scratch; outside a stream block "
	        "pm4.commit, pm4.expect_scratch)",
	        dtok->text);
}

/* ------------------------------------------------------------------ commands
 * Outside stream blocks, against the device's CP (read through its
 * register port, so they leave no trace or log lines). */

static struct sgpu_unit *pm4_cp(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok)
{
	struct sgpu_unit *cp = ctx->dev ? sgpu_dev_unit(ctx->dev, "CP") : NULL;
	if (!cp || cp->cls != &r5xx_cp_class) {
		sgpu_script_error(ctx, dtok, "'%s' needs an R5xx device (chip r520)", dtok->text);
		return NULL;
	}
	return cp;
}

static uint32_t cp_reg(struct sgpu_unit *cp, uint32_t addr)
{
	const struct r5xx_block_iface *b = cp->cls->iface;
	return b->read(cp, addr);
}

/* pm4.commit [ADDR]: CP_RB_WPTR = the dword index of byte offset ADDR
 * (default stream_end, where the last stream block ended) in the ring's
 * memory space; ADDR at the ring's end is index 0. */
static bool pm4_commit(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                       const struct sgpu_script_tok *args, size_t n)
{
	struct sgpu_unit *cp = pm4_cp(ctx, dtok);
	if (!cp || !sgpu_script_args(ctx, dtok, args, n, 0, 1, "pm4.commit [ADDR]"))
		return false;
	uint64_t addr;
	if (n) {
		if (!sgpu_script_eval(ctx, &args[0], &addr))
			return false;
	} else if (!sgpu_script_var_get(ctx, "stream_end", &addr)) {
		return sgpu_script_error(ctx, dtok, "pm4.commit: no stream block yet (give ADDR)");
	}
	const struct sgpu_script_tok *at = n ? &args[0] : dtok;
	uint32_t base = cp_reg(cp, R5XX_CP_RB_BASE) & ~3u;
	unsigned bufsz = cp_reg(cp, R5XX_CP_RB_CNTL) & 0x3f;
	uint64_t dwords = 2ull << (bufsz > 28 ? 28 : bufsz);
	/* the ring's place in its memory space, as the CP maps CP_RB_BASE */
	uint64_t start = base >= R5XX_GART_BASE ? base - R5XX_GART_BASE : base;
	const char *space = base >= R5XX_GART_BASE ? "sysmem" : "vram";
	if (addr % 4 || addr < start || addr > start + 4 * dwords)
		return sgpu_script_error(ctx, at,
		                         "pm4.commit: 0x%" PRIx64 " is not a dword of the ring "
		                         "(%s 0x%" PRIx64 ", %" PRIu64 " dwords)",
		                         addr, space, start, dwords);
	uint32_t wptr = (uint32_t)((addr - start) / 4 % dwords);
	sgpu_status st = sgpu_mmio_write(ctx->dev, R5XX_CP_RB_WPTR, 4, wptr);
	if (st != SGPU_OK)
		return sgpu_script_fail(ctx, st, dtok,
		                        "pm4.commit: the CP_RB_WPTR write failed: %s",
		                        sgpu_strerror(st));
	return true;
}

/* pm4.expect_scratch N VALUE: SCRATCH_REGn's write-back in memory at
 * (SCRATCH_ADDR & ~31) + 4n holds VALUE (undoing SCRATCH_SWAP). */
static bool pm4_expect_scratch(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                               const struct sgpu_script_tok *args, size_t n)
{
	struct sgpu_unit *cp = pm4_cp(ctx, dtok);
	uint32_t idx, want;
	if (!cp || !sgpu_script_args(ctx, dtok, args, n, 2, 2, "pm4.expect_scratch N VALUE") ||
	    !sgpu_script_eval_u32(ctx, &args[0], &idx) ||
	    !sgpu_script_eval_u32(ctx, &args[1], &want))
		return false;
	if (idx > 7)
		return sgpu_script_error(ctx, &args[0], "scratch register %" PRIu32 " > 7", idx);
	uint32_t umsk = cp_reg(cp, R5XX_SCRATCH_UMSK);
	uint32_t addr = (cp_reg(cp, R5XX_SCRATCH_ADDR) & ~31u) + 4 * idx, got;
	if (!(umsk >> idx & 1))
		return sgpu_script_mismatch(ctx, &args[0],
		                            "pm4.expect_scratch %" PRIu32
		                            ": SCRATCH_UMSK bit %" PRIu32
		                            " is clear (no write-back)",
		                            idx, idx);
	if (!r5xx_mem_rd32(ctx->dev, addr, &got))
		return sgpu_script_mismatch(ctx, &args[0],
		                            "pm4.expect_scratch %" PRIu32
		                            ": the write-back address 0x%08" PRIx32
		                            " is outside memory",
		                            idx, addr);
	switch (umsk >> 16 & 3) { /* SCRATCH_SWAP, as the CP applies it */
	case 1: got = (got & 0xff00ff00u) >> 8 | (got & 0x00ff00ffu) << 8; break;
	case 2: got = __builtin_bswap32(got); break;
	case 3: got = got >> 16 | got << 16; break;
	default: break;
	}
	if (got != want)
		return sgpu_script_mismatch(ctx, &args[1],
		                            "pm4.expect_scratch %" PRIu32 ": got 0x%08" PRIx32
		                            ", want 0x%08" PRIx32 " (at 0x%08" PRIx32 ")",
		                            idx, got, want, addr);
	sgpu_script_passed(ctx);
	return true;
}

static bool pm4_command(struct sgpu_script_ctx *ctx, const char *op,
                        const struct sgpu_script_tok *dtok, const struct sgpu_script_tok *args,
                        size_t n)
{
	if (!strcmp(op, "commit"))
		return pm4_commit(ctx, dtok, args, n);
	if (!strcmp(op, "expect_scratch"))
		return pm4_expect_scratch(ctx, dtok, args, n);
	return sgpu_script_error(ctx, dtok,
	                         "'%s' is only allowed inside a stream block (outside one: "
	                         "pm4.commit, pm4.expect_scratch)",
	                         dtok->text);
}

static void pm4_print_line(void *user, const char *line)
{
	sgpu_script_print_line(user, line);
}

/* decode pm4 SPACE ADDR WORDS [swap=MODE]: the disassembly of `softgpu
 * decode --pm4` over guest memory (addresses shown are the memory
 * addresses); swap is the ring's CP_RB_CNTL.BUF_SWAP. */
static bool pm4_decode(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *cmd,
                       const uint32_t *words, size_t n, uint64_t addr,
                       const struct sgpu_script_tok *const *opts, size_t nopts)
{
	uint64_t swap = 0;
	for (size_t i = 0; i < nopts; i++) {
		if (strcmp(opts[i]->key, "swap") != 0)
			return sgpu_script_error(ctx, opts[i],
			                         "unknown option '%s' (decode pm4 SPACE ADDR WORDS "
			                         "[swap=0-3])",
			                         opts[i]->key);
		if (!sgpu_script_eval(ctx, opts[i], &swap))
			return false;
		if (swap > 3)
			return sgpu_script_error(ctx, opts[i], "swap=%" PRIu64 ": 0-3", swap);
	}
	if (addr > 0xffffffffu)
		return sgpu_script_error(ctx, cmd, "decode pm4 needs a 32-bit address");
	uint32_t *sw = NULL;
	if (swap) {
		sw = malloc((n ? n : 1) * sizeof(*sw));
		if (!sw)
			return sgpu_script_error(ctx, cmd, "out of memory");
		for (size_t i = 0; i < n; i++)
			sw[i] = r5xx_pm4_swap(words[i], (unsigned)swap);
		words = sw;
	}
	r5xx_pm4_disasm(words, n, (uint32_t)addr, pm4_print_line, ctx);
	free(sw);
	return true;
}

const struct sgpu_script_dialect sgpu_script_dialect_pm4 = {
        .name = "pm4",
        .description = "PM4 packets of the AMD R5xx command processor",
        .state_size = 0,
        .directive = pm4_directive,
        .command = pm4_command,
        .decode = pm4_decode,
};
