/* The interface between an NVIDIA FIFO puller and the engines behind it.
 *
 * Every NVIDIA engine that receives methods (NV1 PGRAPH, the G80+ graph
 * engines, copy engines, falcon-based engines, the built-in `record`
 * engine) is a unit whose class sets .iface to a struct nv_engine_ops. A
 * puller finds its engines by unit name (sgpu_dev_unit) and hands them one
 * method at a time. Direct host submission (NV1's method areas in BAR0)
 * goes through the same entry point. */
#ifndef SGPU_NV_ENGINE_H
#define SGPU_NV_ENGINE_H

#include "core/device.h"

struct nv_method {
	/* The channel the method came from: its id, and the linear address
	 * of its instance structure (G80: the channel descriptor decoded to
	 * an address; pre-G80: 0). Engines use it to find their context. */
	uint32_t chid;
	uint64_t chan_inst;
	unsigned subc; /* subchannel, 0..7 */
	uint32_t mthd; /* method address in bytes, 0..0x1ffc */
	uint32_t data; /* for method 0 (object bind) and the 0x180..0x1fc
	                * object methods: the value the puller resolved
	                * through RAMHT, engine-defined (G80: instance address
	                * >> 4; NV1: the object context) */
};

enum nv_engine_status {
	NV_ENGINE_ACCEPTED, /* consumed */
	/* Not consumed: the engine cannot take it now (busy, or halted on
	 * an interrupt the host must service). The puller keeps the method
	 * and offers it again later; it spends a step each time. */
	NV_ENGINE_STALLED,
};

struct nv_engine_ops {
	/* Take one method. It may write memory, raise its own interrupt line
	 * and change its own state, but not the puller's (PFIFO registers):
	 * PFIFO's fast path hands over runs of methods without re-deciding
	 * its scheduling between them (docs/hw/g80-pfifo.md, "Fast path"). */
	enum nv_engine_status (*method)(struct sgpu_unit *eng, const struct nv_method *m);
	/* Optional: true while the engine still works on accepted methods
	 * (a puller's WRCACHE_FLUSH or a channel switch waits for it). */
	bool (*busy)(const struct sgpu_unit *eng);
	/* Optional fast path for a run of data methods to one subchannel:
	 * m->mthd for the first, +4 each (or the same for all when ni), with
	 * data the n little-endian words at data (straight from the
	 * pushbuffer: the engine must not write them, see run_writes). Must
	 * do exactly what n calls of method() would, and return how many it
	 * accepted (a stall stops it; 0 is always allowed: the puller then
	 * falls back to method()). It must not depend on model time. */
	size_t (*method_run)(struct sgpu_unit *eng, const struct nv_method *m, bool ni,
	                     const uint8_t *data, size_t n);
	/* With method_run: the memory a run of n methods starting with m
	 * (as method_run will get it) may write, as one range of a space (len
	 * 0: none), so the puller can check it does not touch what it has
	 * read ahead. */
	void (*run_writes)(const struct sgpu_unit *eng, const struct nv_method *m, size_t n,
	                   sgpu_space *space, uint64_t *addr, uint64_t *len);
};

static inline const struct nv_engine_ops *nv_engine_ops(const struct sgpu_unit *u)
{
	return u ? (const struct nv_engine_ops *)u->cls->iface : NULL;
}

#endif /* SGPU_NV_ENGINE_H */
