/* The GF100+ pushbuffer format (open-gpu-doc dev_ram "FIFO_DMA", seed 002
 * section 6; seed 003 "Command Structure") and the GPFIFO entry format
 * (dev_pbdma NV_PPBDMA_GP_ENTRY*, class headers cl906f..clc36f): one
 * classifier shared by the PBDMA (gf100_pbdma.c) and the disassembler
 * (`softgpu decode --nv --gf100`), so the two cannot disagree. The host
 * method names per class generation live here too. Notes:
 * docs/hw/gf100-host.md. */
#ifndef SGPU_NV_HOST_GF100_PUSHBUF_H
#define SGPU_NV_HOST_GF100_PUSHBUF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Host class generations: what the host methods below 0x100 mean. */
enum gf100_host_gen {
	GF100_HOST_B06F, /* MAXWELL_CHANNEL_GPFIFO_A (gm20b): SEMAPHOREA-D, MEM_OP_C/D */
	GF100_HOST_C36F, /* VOLTA_CHANNEL_GPFIFO_A (gv100): + SEM_*, MEM_OP_A-D, CLEAR_FAULTED */
};

enum gf100_pb_form {
	GF100_PB_NOP,    /* NV_FIFO_DMA_NOP, the universal no-op 0x00000000 */
	GF100_PB_INC,    /* SEC_OP 1 */
	GF100_PB_NINC,   /* SEC_OP 3 */
	GF100_PB_IMMD,   /* SEC_OP 4: one method, 13-bit data in the header */
	GF100_PB_ONEINC, /* SEC_OP 5 */
	GF100_PB_SSDM,   /* SET_SUBDEVICE_MASK */
	GF100_PB_STORE_SDM,
	GF100_PB_USE_SDM,
	GF100_PB_ENDSEG,  /* END_PB_SEGMENT */
	GF100_PB_OLD_INC, /* the pre-GF100 forms (SEC_OP 0/2, address 12:2, count 28:18) */
	GF100_PB_OLD_NINC,
	GF100_PB_INVALID, /* PBENTRY: reserved or obsolete form, or an address that wraps */
};

struct gf100_pb_cmd {
	enum gf100_pb_form form;
	uint32_t mthd; /* byte address of the first method */
	unsigned subc;
	uint32_t count;  /* data words that follow (IMMD: 0) */
	uint32_t data;   /* IMMD data; SSDM/STORE_SDM mask */
	const char *why; /* GF100_PB_INVALID: what is wrong */
};

/* old_forms: the pre-GF100 increasing/non-increasing forms are accepted
 * (gm20b, seed 003 modes 0 and 2); otherwise they are PBENTRY
 * ("obsolete format", dev_pbdma on gv100). */
struct gf100_pb_cmd gf100_pb_classify(uint32_t word, bool old_forms);

/* A GPFIFO entry (NV_PPBDMA_GP_ENTRY0/1). */
struct gf100_gp_entry {
	uint64_t get;     /* PB segment address (GET 31:2 | GET_HI 7:0 << 32) */
	uint32_t length;  /* LENGTH 30:10, in words; 0: a control entry */
	bool conditional; /* FETCH 0 */
	bool priv;        /* PRIV 8 */
	bool subroutine;  /* LEVEL 9 */
	bool sync_wait;   /* SYNC 31 */
	unsigned opcode;  /* control entries: OPCODE 7:0 (0 NOP, 1 ILLEGAL, 2 GP_CRC, 3 PB_CRC) */
};

struct gf100_gp_entry gf100_gp_decode(uint32_t w0, uint32_t w1);
/* The control opcode's name, or NULL for an invalid one. */
const char *gf100_gp_opcode_name(unsigned op);

/* Host method names (below 0x100) of a class generation; NULL when the
 * method is not a host method of that class (a METHOD interrupt). */
const char *gf100_host_mthd_name(uint32_t mthd, enum gf100_host_gen gen);
/* The method of a host method name (any case); false if none. */
bool gf100_host_mthd_lookup(const char *name, enum gf100_host_gen gen, uint32_t *mthd);

/* Disassembly, one line per word through fn, as nv_pb_disasm does:
 *   0x00001000: 0x20018040  inc subc 0 mthd 0x0100 count 1
 *   0x00001004: 0x00000005    subc 0 0x0100 = 0x00000005
 * with "  ! PBENTRY" / "  ! METHOD" / "  ! DEVICE" where the PBDMA would
 * stop. Returns the number of words flagged. */
typedef void (*gf100_pb_line_fn)(void *user, const char *line);
struct gf100_pb_disasm_opts {
	enum gf100_host_gen gen;
	bool old_forms;
	uint64_t base;
};
size_t gf100_pb_disasm(const uint32_t *words, size_t n, const struct gf100_pb_disasm_opts *o,
                       gf100_pb_line_fn fn, void *user);
/* A GP ring: one line per 8-byte entry, flagging "! GPENTRY" for invalid
 * control opcodes and segments that cross the end of the 40-bit space.
 * Returns the number flagged. */
size_t gf100_gp_disasm(const uint32_t *words, size_t n, uint64_t base, gf100_pb_line_fn fn,
                       void *user);

#endif /* SGPU_NV_HOST_GF100_PUSHBUF_H */
