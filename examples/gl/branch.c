/* A fragment shader with branches, OpenGL ES 2 on EGL surfaceless
 * (examples/gl/glex.h):
 *
 *   softgpu gl -- ./gl_branch branch.png [WIDTH HEIGHT]
 *
 * One quad over the target whose fragment shader iterates z = z^2 + c
 * (the Mandelbrot set) in a loop that breaks when |z| > 2 or after a
 * uniform number of iterations, then picks the colour through an if/else
 * chain on the iteration count and on which half of the target the pixel
 * is in. Mesa's r300 compiler cannot unroll a loop bounded by a uniform
 * and turns it into R500 flow control (LOOP/ENDLOOP, BREAK, IF/ELSE:
 * `RADEON_DEBUG=fp` prints the program). The PNG is the frame; exit
 * status 0 when every call succeeded. */
#include "glex.h"

static const char *vs_src = "attribute vec2 pos;\n"
                            "varying vec2 v_c;\n"
                            "void main() {\n"
                            "  v_c = pos * vec2(1.3, 1.3) + vec2(-0.6, 0.0);\n"
                            "  gl_Position = vec4(pos, 0.0, 1.0);\n"
                            "}\n";
static const char *fs_src =
        "precision mediump float;\n"
        "uniform float iters;\n"
        "varying vec2 v_c;\n"
        "void main() {\n"
        "  vec2 z = vec2(0.0);\n"
        "  float n = 0.0;\n"
        "  for (int i = 0; i < 255; i++) {\n"
        "    if (n >= iters) break;\n"
        "    z = vec2(z.x * z.x - z.y * z.y, 2.0 * z.x * z.y) + v_c;\n"
        "    if (dot(z, z) > 4.0) break;\n"
        "    n += 1.0;\n"
        "  }\n"
        "  vec3 col;\n"
        "  if (n >= iters) {\n"
        "    col = v_c.y > 0.0 ? vec3(0.05, 0.05, 0.2) : vec3(0.2, 0.05, 0.05);\n"
        "  } else if (n < 3.0) {\n"
        "    col = vec3(0.1, 0.3, 0.1);\n"
        "  } else {\n"
        "    float t = n / iters;\n"
        "    col = vec3(t, 1.0 - t, 0.5 + 0.5 * t);\n"
        "  }\n"
        "  gl_FragColor = vec4(col, 1.0);\n"
        "}\n";

int main(int argc, char **argv)
{
	const char *out = "branch.png";
	int w = 128, h = 128, frames = 1;
	glex_args(argc, argv, &out, &w, &h, &frames);
	struct glex g;
	if (glex_init(&g, "gl_branch", w, h, 0))
		return 1;
	static const char *const attrs[] = {"pos", NULL};
	GLuint prog = glex_program(&g, vs_src, fs_src, attrs);
	if (!prog)
		return glex_fail(&g, "glLinkProgram");
	glUseProgram(prog);
	glUniform1f(glGetUniformLocation(prog, "iters"), 24.0f);
	static const GLfloat pos[] = {-1, -1, 1, -1, 1, 1, -1, -1, 1, 1, -1, 1};
	glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 0, pos);
	glEnableVertexAttribArray(0);
	glClearColor(0, 0, 0, 1);
	glClear(GL_COLOR_BUFFER_BIT);
	glDrawArrays(GL_TRIANGLES, 0, 6);
	if (glGetError() != GL_NO_ERROR)
		return glex_fail(&g, "drawing");
	int r = glex_write_png(&g, out);
	glex_fini(&g);
	return r ? glex_fail(&g, "writing the PNG") : 0;
}
