/* Falcon-based units: the glue between a struct fuc and the device (MMIO
 * window, PMC line, run loop). An engine's private state starts with its
 * struct fuc so the shared window handlers can find it. */
#ifndef SGPU_FALCON_UNIT_H
#define SGPU_FALCON_UNIT_H

#include "falcon/falcon.h"

/* Parameters of the standalone falcon (chip `falcon`). */
struct fuc_unit_params {
	struct fuc_params fuc;
};

extern const struct sgpu_unit_class fuc_standalone_class;

/* The standalone unit's state: the core and its harness registers. */
struct fuc_standalone {
	struct fuc fuc; /* first */
	char console[65536];
	size_t console_len;
	uint32_t result;
};

/* Register names of the common window, for engines that build their own
 * sorted table: LOW (0x000-0x3ff), then their registers, then HOST
 * (0xf00-0xfff). */
#define FUC_COMMON_REG_NAMES_LOW                                                               \
	{0x000, "INTR_SET"}, {0x004, "INTR_CLEAR"}, {0x008, "INTR"}, {0x00c, "INTR_MODE"},     \
	        {0x010, "INTR_EN_SET"}, {0x014, "INTR_EN_CLR"}, {0x018, "INTR_EN"},            \
	        {0x01c, "INTR_ROUTING"}, {0x020, "PERIODIC_PERIOD"}, {0x024, "PERIODIC_TIME"}, \
	        {0x028, "PERIODIC_ENABLE"}, {0x02c, "TIME_LOW"}, {0x030, "TIME_HIGH"},         \
	        {0x034, "WATCHDOG_TIME"}, {0x038, "WATCHDOG_ENABLE"}, {0x040, "SCRATCH0"},     \
	        {0x044, "SCRATCH1"}, {0x048, "FIFO_ENABLE"}, {0x04c, "STATUS"},                \
	        {0x050, "CHANNEL_CUR"}, {0x054, "CHANNEL_NEXT"}, {0x058, "CHANNEL_CMD"},       \
	        {0x05c, "STATUS_MASK"}, {0x064, "FIFO_DATA"}, {0x068, "FIFO_CMD"},             \
	        {0x070, "FIFO_OCCUPIED"}, {0x074, "FIFO_ACK"}, {0x078, "FIFO_LIMIT"},          \
	        {0x07c, "SUBENGINE_RESET"}, {0x080, "SCRATCH2"}, {0x084, "SCRATCH3"},          \
	        {0x100, "UC_CTRL"}, {0x104, "UC_ENTRY"}, {0x108, "UC_CAPS"},                   \
	        {0x10c, "UC_BLOCK_ON_FIFO"}, {0x110, "XFER_EXT_BASE"}, {0x114, "XFER_LOCAL"},  \
	        {0x118, "XFER_CTRL"}, {0x11c, "XFER_EXT_OFFSET"}, {0x120, "XFER_STATUS"},      \
	        {0x128, "UC_STATUS"}, {0x12c, "UC_CAPS2"}, {0x140, "TLB_CMD"},                 \
	        {0x144, "TLB_CMD_RES"}, {0x180, "CODE_INDEX"}, {0x184, "CODE"},                \
	        {0x188, "CODE_VIRT"}, {0x1c0, "DATA_INDEX0"}, {0x1c4, "DATA0"},                \
	        {0x1c8, "DATA_INDEX1"}, {0x1cc, "DATA1"}, {0x1d0, "DATA_INDEX2"},              \
	        {0x1d4, "DATA2"}, {0x1d8, "DATA_INDEX3"},                                      \
	{                                                                                      \
		0x1dc, "DATA3"                                                                 \
	}
#define FUC_COMMON_REG_NAMES_HOST                                                      \
	{0xfec, "UC_SP"}, {0xff0, "UC_PC"}, {0xff4, "UPLOAD"}, {0xff8, "UPLOAD_ADDR"}, \
	{                                                                              \
		0xffc, "HOST_IO_INDEX"                                                 \
	}

/* Shared pieces for engine units. */
/* The host window of a falcon unit whose priv starts with its struct fuc:
 * reads and writes go to fuc_mmio_read/fuc_mmio_write. */
extern const struct sgpu_mmio_ops fuc_unit_window_ops;
extern const struct sgpu_reg_name fuc_common_regs[];
extern const size_t fuc_common_reg_count;

/* Sets the unit's PMC line (desc->irq_line) from the falcon's output. */
void fuc_unit_pmc_line(void *unit, bool level);
/* PTIMER time for TIME_LOW/HIGH: nv_ptimer_now (the PTIMER unit's if
 * the chip has one, else model time as ns rounded down to 32). */
uint64_t fuc_unit_ptimer(void *unit);
/* VRAM/system memory through bounds-checked accessors: ports 0..3 reach
 * VRAM, 4..7 system memory (the standalone harness's memory map). */
bool fuc_unit_ext_phys(void *unit, unsigned port, uint64_t addr, void *buf, uint32_t len,
                       bool write);

/* A falcon unit's step(): one fuc_step call per run slice, several
 * slices in a long turn (the class sets long_turns), booked as the run
 * loop would book them slice by slice. The unit's priv starts with its
 * struct fuc. */
uint64_t fuc_unit_turn(struct sgpu_unit *u, uint64_t budget);

/* Uploads a code image at physical address phys (page-aligned) through
 * the CODE port, each page mapped at the same virtual page. false if it
 * does not fit. */
bool fuc_unit_load_code(struct fuc *f, uint32_t phys, const void *image, size_t len);

#endif /* SGPU_FALCON_UNIT_H */
