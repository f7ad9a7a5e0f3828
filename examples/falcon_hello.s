// A first falcon program for softgpu's standalone falcon (chip `falcon`):
// it prints a greeting and a sum to the console, leaves the sum as the
// result and exits. Assemble and run:
//   softgpu as -m falcon -o falcon_hello.bin examples/falcon_hello.s
//   softgpu falcon run falcon_hello.bin
// The console (I[0x10000]) and result (I[0x10100]) are softgpu harness
// registers (docs/hw/falcon.md, "Host integration"); the instructions are
// the envyas dialect (docs/hw/falcon-isa.md).
.section #code
start:
	mov $r1 0x4000			// the stack: top of the 16 KiB data memory
	mov $sp $r1
	mov $r10 0
	sethi $r10 0x10000		// $r10: the harness registers' I[] address
	mov $r1 0x68			// "hi, "
	call #putc
	mov $r1 0x69
	call #putc
	mov $r1 0x2c
	call #putc
	mov $r1 0x20
	call #putc
	// $r3 = 1 + 2 + ... + 100
	mov $r3 0
	mov $r2 1
sum:
	add b32 $r3 $r3 $r2
	add b32 $r2 $r2 1
	cmpu b32 $r2 101
	bra ne #sum
	// print it as 8 hex digits, most significant first
	mov $r4 28
digit:
	shr b32 $r1 $r3 $r4
	and $r1 0xf
	add b32 $r1 $r1 0x30		// '0'..'9'
	cmpu b32 $r1 0x3a
	bra c #isdigit
	add b32 $r1 $r1 0x27		// 'a'..'f'
isdigit:
	call #putc
	sub b32 $r4 $r4 4
	bra nc #digit			// until the shift goes below 0
	mov $r1 0x0a
	call #putc
	iowr I[$r10+0x100] $r3		// the result
	exit

// putc: the byte in $r1 to the console
putc:
	iowr I[$r10] $r1
	ret
