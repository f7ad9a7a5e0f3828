/* Pre-GF100 pushbuffer command words: one classifier shared by the DMA
 * pusher (g80_pusher.c) and the disassembler (`softgpu decode`), so the
 * two cannot disagree. Encodings: seed 000 L5731-5790 and the masks of
 * the pusher pseudocode L5865-5920 (docs/hw/g80-pfifo.md). */
#ifndef SGPU_NV_HOST_PUSHBUF_H
#define SGPU_NV_HOST_PUSHBUF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum nv_pb_form {
	NV_PB_INVALID, /* INVALID_CMD */
	NV_PB_OLD_JUMP,
	NV_PB_JUMP,
	NV_PB_CALL,
	NV_PB_RETURN,
	NV_PB_INC,
	NV_PB_NINC,
	NV_PB_LNINC, /* the count is the next word */
	NV_PB_SLI,
};

struct nv_pb_cmd {
	enum nv_pb_form form;
	uint32_t mthd;     /* method byte address (INC, NINC, LNINC) */
	unsigned subc;     /* subchannel */
	uint32_t count;    /* data words (INC, NINC) */
	uint32_t target;   /* jump and call target */
	uint32_t sli_mask; /* SLI conditional mask */
};

/* What decides a word's meaning besides its bits. G80 has every form of
 * NV1A+ (jump, call, return) and NV10+ (non-increasing). */
struct nv_pb_mode {
	bool ib;         /* IB mode: no jumps, calls, returns; long NI allowed */
	bool sli_enable; /* SLI conditional allowed */
};

/* The first word of a command, matched in the pseudocode's order. */
struct nv_pb_cmd nv_pb_classify(uint32_t word, const struct nv_pb_mode *mode);

/* A word of a big-endian pushbuffer as PFIFO reads it (FIFO_ENDIAN 3,
 * docs/hw/g80-pfifo.md "Endianness"), from its little-endian reading. */
static inline uint32_t nv_pb_swap32(uint32_t w)
{
	return w >> 24 | (w >> 8 & 0xff00u) | (w << 8 & 0xff0000u) | w << 24;
}

/* The puller's methods below 0x100 (seed 000 L5963-5993) for G80 (g84
 * false) or G84+: the name, or NULL when the pusher would refuse the
 * method (INVALID_MTHD). Methods from 0x100 up go to engines: NULL too,
 * but valid. */
const char *nv_pb_puller_mthd_name(uint32_t mthd, bool g84);
bool nv_pb_puller_knows(uint32_t mthd, bool g84);
/* The method of a puller method name (any case); false if none. */
bool nv_pb_puller_mthd_lookup(const char *name, uint32_t *mthd);

/* Disassembly: one line per word, through fn. Lines look like
 *   0x00001000: 0x00082100  inc subc 1 mthd 0x0100 count 2
 *   0x00001004: 0x00000005    subc 1 0x0100 = 0x00000005
 * and words the pusher would stop at end in "  ! ERROR_NAME". Jumps and
 * calls are shown, not followed. Returns the number of words flagged. */
struct nv_pb_disasm_opts {
	struct nv_pb_mode mode;
	bool g84;
	uint64_t base; /* address of the first word */
};
typedef void (*nv_pb_line_fn)(void *user, const char *line);
size_t nv_pb_disasm(const uint32_t *words, size_t n, const struct nv_pb_disasm_opts *o,
                    nv_pb_line_fn fn, void *user);

/* An IB ring: one line per 8-byte entry (n words, an odd last word is
 * left out), e.g.
 *   0x00000000: 0x00001000 0x00000800  entry 0: 0x0000001000 2 words
 * with "  ! IB_EMPTY" after entries of 0 words. Returns how many. */
size_t nv_pb_disasm_entries(const uint32_t *words, size_t n, uint64_t base, nv_pb_line_fn fn,
                            void *user);

/* An IB entry's fields, G80:GF100 (22-bit SIZE). */
struct nv_pb_ib_entry {
	uint64_t addr;
	uint32_t words;
	bool nonmain;
};
struct nv_pb_ib_entry nv_pb_ib_decode(uint32_t w0, uint32_t w1);

#endif /* SGPU_NV_HOST_PUSHBUF_H */
