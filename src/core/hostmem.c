/* Host memory behind the memory spaces: allocated by softgpu (calloc), a
 * shareable file (memfd, or POSIX shared memory where there is no memfd)
 * mapped MAP_SHARED, or memory the embedder provides; and host views of
 * it for embedders (sgpu_mem_get_view). The coherency rule is in
 * docs/architecture.md ("Memory an embedder shares"). */
#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE /* memfd_create */
#endif
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/priv.h"

bool sgpu_hostmem_no_memfd;

/* POSIX shared memory, unlinked at once: only the descriptor names it. */
static int shm_file(void)
{
	static unsigned serial;
	for (int tries = 0; tries < 64; tries++) {
		char name[64];
		snprintf(name, sizeof(name), "/softgpu-%ld-%u", (long)getpid(), serial++);
		int fd = shm_open(name, O_RDWR | O_CREAT | O_EXCL, 0600);
		if (fd >= 0) {
			shm_unlink(name);
			return fd;
		}
		if (errno != EEXIST)
			return -1;
	}
	return -1;
}

/* A file of size bytes, zero-filled, close-on-exec; -1 when the host has
 * none to give. */
static int shared_file(uint64_t size)
{
	int fd = -1;
#if defined(__linux__) && defined(MFD_CLOEXEC)
	if (!sgpu_hostmem_no_memfd)
		fd = memfd_create("softgpu", MFD_CLOEXEC);
#endif
	if (fd < 0) {
		fd = shm_file();
		if (fd >= 0)
			fcntl(fd, F_SETFD, FD_CLOEXEC);
	}
	if (fd < 0)
		return -1;
	if ((uint64_t)(off_t)size != size || ftruncate(fd, (off_t)size) != 0) {
		close(fd);
		return -1;
	}
	return fd;
}

sgpu_status sgpu_hostmem_alloc(struct sgpu_device *dev, sgpu_space s, uint64_t size,
                               const struct sgpu_mem_config *mc)
{
	struct sgpu_memspace *m = &dev->mem[s];
	struct sgpu_hostmem *h = &dev->hostmem[s];
	h->fd = -1;
	void *given = mc ? mc->memory[s] : NULL;
	if (given) {
		if ((uintptr_t)given % SGPU_MEM_ALIGN)
			return SGPU_ERR_INVALID_ARG;
		h->kind = SGPU_HOSTMEM_EXTERNAL;
		m->data = given;
		m->size = size;
		return SGPU_OK;
	}
	if (mc && (mc->flags & SGPU_MEM_SHAREABLE)) {
		if ((uint64_t)(size_t)size != size)
			return SGPU_ERR_NO_MEMORY;
		int fd = shared_file(size);
		if (fd < 0)
			return SGPU_ERR_UNSUPPORTED;
		void *p = mmap(NULL, (size_t)size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
		if (p == MAP_FAILED) {
			close(fd);
			return SGPU_ERR_NO_MEMORY;
		}
		h->kind = SGPU_HOSTMEM_FILE;
		h->fd = fd;
		m->data = p;
		m->size = size;
		return SGPU_OK;
	}
	/* calloc maps zero pages lazily: a large, mostly unused VRAM costs
	 * little. */
	m->data = calloc(1, (size_t)size);
	if (!m->data)
		return SGPU_ERR_NO_MEMORY;
	h->kind = SGPU_HOSTMEM_HEAP;
	m->size = size;
	return SGPU_OK;
}

void sgpu_hostmem_free(struct sgpu_device *dev, sgpu_space s)
{
	struct sgpu_memspace *m = &dev->mem[s];
	struct sgpu_hostmem *h = &dev->hostmem[s];
	switch (h->kind) {
	case SGPU_HOSTMEM_HEAP: free(m->data); break;
	case SGPU_HOSTMEM_FILE:
		if (m->data)
			munmap(m->data, (size_t)m->size);
		close(h->fd);
		break;
	case SGPU_HOSTMEM_EXTERNAL:
	case SGPU_HOSTMEM_NONE: break;
	}
	m->data = NULL;
	h->kind = SGPU_HOSTMEM_NONE;
	h->fd = -1;
}

/* ------------------------------------------------------------------ public */

sgpu_status sgpu_mem_get_view(sgpu_device *dev, sgpu_space space, uint64_t addr, uint64_t len,
                              struct sgpu_mem_view *view)
{
	struct sgpu_memspace *m = sgpu_dev_mem(dev, space);
	if (!m || !view)
		return SGPU_ERR_INVALID_ARG;
	if (!sgpu_mem_range_ok(m, addr, len))
		return SGPU_ERR_OUT_OF_RANGE;
	const struct sgpu_hostmem *h = &dev->hostmem[space];
	view->ptr = m->data + addr;
	view->len = len;
	view->fd = h->fd;
	view->offset = h->fd >= 0 ? addr : 0;
	return SGPU_OK;
}
